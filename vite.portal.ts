// The one Vite/Vitest config of the three portal apps; each app passes only what is its own.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstPagePlugin } from './tools/build/first-page-plugin';
import { precompressPlugin } from './tools/build/precompress-plugin';

export interface PortalViteOptions {
  /** The app's folder (`import.meta.dirname` of its vite.config.ts). */
  root: string;
  /** Nx project name, also the output folder under dist/apps. */
  name: 'rct-portal' | 'src-portal' | 'trc-portal';
  /** Brand code: the favicon and other static files come from libs/shared/ui/public/<brand>. */
  brand: 'rct' | 'src' | 'trc';
  /** Dev server port; preview uses port + 100. */
  port: number;
}

export function portalViteConfig({ root, name, brand, port }: PortalViteOptions) {
  return defineConfig({
    root,
    plugins: [react(), firstPagePlugin(), precompressPlugin()],
    resolve: { tsconfigPaths: true },
    publicDir: `../../libs/shared/ui/public/${brand}`,
    server: { port, proxy: { '/api': 'http://127.0.0.1:8080' } },
    preview: { port: port + 100 },
    build: {
      outDir: `../../dist/apps/${name}`,
      emptyOutDir: true,
      assetsDir: 'assets',
      // React and the router change less often than the app and every page needs them: their own
      // chunk stays cached across releases. Everything else the entry imports statically (the
      // `$initial` tag: Mantine's parts, the login page, the API client) is one chunk: left to
      // the bundler, the modules it shares with lazy pages made ~20 small chunks of the first
      // page, each a request of its own (150 ms round trips, ~1 KB of headers each on a phone).
      // Mantine and the other libraries are not grouped by package: a group takes every matching
      // module, so one used by a lazy page only (dates, modals, charts, maps) would land on the
      // first page.
      rolldownOptions: {
        // Our libraries' TypeScript modules do nothing when imported but define things, as an
        // npm package says with `"sideEffects": false`: a page a barrel re-exports but the first
        // page does not use then stays out of the first page and goes to its lazy chunk.
        treeshake: { moduleSideEffects: (id: string) => (/[\\/](libs|apps)[\\/][^?]*\.tsx?$/.test(id) && !id.includes('node_modules') ? false : undefined) },
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
              { name: 'first-page', tags: ['$initial'] },
            ],
          },
        },
      },
    },
    // Mantine in jsdom is slow when the projects' tests run side by side on two cores.
    test: {
      name,
      environment: 'jsdom',
      testTimeout: 20_000,
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['../../libs/shared/testing/src/setup.ts'],
    },
  });
}
