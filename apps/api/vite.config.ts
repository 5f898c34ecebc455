// vitest, and `vite build`: an SSR bundle of src/main.ts at dist/apps/api/main.js with
// node_modules external and the workspace libraries inlined; migrations and data files
// (the common-password list) copied beside it.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const outDir = path.resolve(import.meta.dirname, '../../dist/apps/api');

export default defineConfig({
  root: import.meta.dirname,
  resolve: { tsconfigPaths: true },
  build: {
    ssr: 'src/main.ts',
    target: 'node20',
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'main.js', format: 'es' } },
  },
  plugins: [
    {
      name: 'copy-runtime-files',
      apply: 'build',
      closeBundle() {
        cpSync(path.join(import.meta.dirname, 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
        cpSync(path.join(import.meta.dirname, 'src/platform/data'), path.join(outDir, 'data'), { recursive: true });
      },
    },
  ],
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test-support/global-setup.ts'],
    // The files share one module graph (each still builds its own app on its own database copy):
    // importing the whole API afresh for each of 60+ files cost most of the suite's CPU
    // (docs/benchmarks.md "CI time"). So no vi.mock of the API's modules and no module state a file
    // must find fresh. One worker on two cores; the web tests run beside it (tools/scripts/test.mjs).
    isolate: false,
    // PGlite needs a few seconds to start; a template database copy is quick.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
