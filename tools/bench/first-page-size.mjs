// What a visitor's browser loads for an app's first page: the scripts and styles its built
// index.html names (the entry and its modulepreloads), gzipped. Lazy chunks are not counted:
// they load only when a later page is opened.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(import.meta.dirname, '../..');
export const distApps = path.join(root, 'dist/apps');

/** Gzipped bytes of the first page of a built app: { html, js, css, scripts: [{ file, gzip }] }. */
export function firstPageAssets(app, dist = distApps) {
  const html = readFileSync(path.join(dist, app, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  let js = 0;
  let css = 0;
  const scripts = [];
  for (const ref of refs) {
    const size = gzipSync(readFileSync(path.join(dist, app, ref))).length;
    if (ref.endsWith('.js')) {
      js += size;
      scripts.push({ file: ref, gzip: size });
    } else css += size;
  }
  return { html: gzipSync(html).length, js, css, scripts };
}
