// Build-time HTML partials: `<!-- @include src/partials/footer.html -->` is replaced by that
// file (paths from the app root, nested up to 3 deep) and `%BUILD_YEAR%` by the year, so the
// pages share one header, footer and stylesheet and still ship as plain prerendered HTML.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const INCLUDE = /<!--\s*@include\s+([\w./-]+)\s*-->/g;

export function expandIncludes(html: string, root: string, year = new Date().getFullYear(), depth = 0): string {
  if (depth > 3) throw new Error('html-includes: includes nested too deep');
  return html
    .replace(INCLUDE, (_match, file: string) => expandIncludes(readFileSync(resolve(root, file), 'utf8'), root, year, depth + 1))
    .replaceAll('%BUILD_YEAR%', String(year));
}

export function htmlIncludes(root: string): Plugin {
  return {
    name: 'landing:html-includes',
    transformIndexHtml: { order: 'pre', handler: (html) => expandIncludes(html, root) },
  };
}
