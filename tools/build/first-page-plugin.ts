// A portal's signed-out login page as HTML, prerendered at build time: the server sends it for
// `/` to a visitor without the session hint (web-apps.ts, deploy/nginx.conf), so the phone paints
// the page when the HTML and its stylesheet arrive instead of after ~180 KB of script. The
// script then draws the same page over it. Until then it is inert and hidden from assistive
// technology, and its inputs are read-only: nothing typed into it can be lost.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { precompressFile } from './precompress-plugin';

/**
 * The page the server sends for `/` to a visitor without the session hint: contracts'
 * SIGNED_OUT_PAGE, which the API and nginx read (a Vite config cannot import the workspace's
 * libraries by their alias; the test holds the two equal).
 */
export const SIGNED_OUT_PAGE = 'index.signed-out.html';
/** The module each portal prerenders: it exports `render(): string`. */
export const FIRST_PAGE_MODULE = 'src/first-page.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * index.html with `appHtml` drawn in its root, inert and read-only until the script replaces it,
 * in Mantine's light scheme (the default; the script sets the same attribute, or a saved dark
 * one, when it starts: Mantine's colour variables hang on it).
 */
export function signedOutPage(indexHtml: string, appHtml: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
  if (!/<html[\s>]/.test(indexHtml)) throw new Error('index.html has no <html> element');
  const readOnly = appHtml.replace(/<input(?=[\s/>])/g, '<input readonly');
  // Function replacers: a `$` in the markup stays as it is.
  return indexHtml
    .replace(/<html(?=[\s>])/, () => '<html data-mantine-color-scheme="light"')
    .replace(ROOT_ELEMENT, () => `<div id="root"><div data-first-page="" inert="" aria-hidden="true">${readOnly}</div></div>`);
}

/** Vite plugin of a portal's client build: renders FIRST_PAGE_MODULE in Node and writes SIGNED_OUT_PAGE with its compressed copies. */
export function firstPagePlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:first-page',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        // Inside the workspace, so that the rendered module finds node_modules.
        const serverDir = path.resolve(config.root, '../../tmp/first-page', path.basename(config.root));
        await rm(serverDir, { recursive: true, force: true });
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: { ssr: FIRST_PAGE_MODULE, outDir: serverDir, emptyOutDir: true, copyPublicDir: false, rolldownOptions: { output: { entryFileNames: 'first-page.mjs' } } },
        });
        const { render } = (await import(pathToFileURL(path.join(serverDir, 'first-page.mjs')).href)) as { render(): string };
        const page = signedOutPage(await readFile(path.join(outDir, 'index.html'), 'utf8'), render());
        const file = path.join(outDir, SIGNED_OUT_PAGE);
        await mkdir(outDir, { recursive: true });
        await writeFile(file, page);
        await precompressFile(file);
        config.logger.info(`first-page: ${SIGNED_OUT_PAGE} (${(page.length / 1024).toFixed(1)} KB)`);
      },
    },
  };
}
