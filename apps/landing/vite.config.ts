import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { precompressPlugin } from '../../tools/build/precompress-plugin.ts';
import { KNOWN_PATHS } from './src/known-paths.ts';
import { htmlIncludes } from './vite/html-includes.ts';

const root = import.meta.dirname;

/** `/` → index.html, `/kvkk` → kvkk.html: one flat HTML entry per known page. */
const pageEntries = Object.fromEntries(
  KNOWN_PATHS.map((path) => {
    const name = path === '/' ? 'index' : path.slice(1);
    return [name, resolve(root, `${name}.html`)];
  }),
);

export default defineConfig({
  root,
  // 'spa' (the default, stated): like the portal server, preview answers unknown paths with index.html.
  appType: 'spa',
  plugins: [htmlIncludes(root), precompressPlugin()],
  build: {
    outDir: resolve(root, '../../dist/apps/landing'),
    emptyOutDir: true,
    // One tiny module and no dynamic imports: the modulepreload polyfill would outweigh it.
    modulePreload: false,
    rolldownOptions: { input: pageEntries },
  },
  // Mantine in jsdom is slow when the projects' tests run side by side on two cores.
  test: { name: 'landing', environment: 'jsdom', testTimeout: 20_000, include: ['src/**/*.test.ts'] },
});
