// The build's compressed copies: every text file of a bundle, index.html included, gets a .br
// and a .gz that decode to its exact bytes; images, fonts and tiny files get none.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress-plugin';

describe('precompressDir (tools/build/precompress-plugin.ts)', () => {
  let dir: string;
  const text = (n: number) => Array.from({ length: n }, (_, i) => `<li data-i="${i}">Ürün ${i} — Çeşit ${i % 7}</li>`).join('\n');
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await mkdir(path.join(dir, 'assets', 'fonts'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="tr"><body><ul>${text(20)}</ul></body></html>`);
    await writeFile(path.join(dir, 'assets', 'index-abc.js'), `export const x = ${JSON.stringify(text(200))};`);
    await writeFile(path.join(dir, 'assets', 'index-abc.css'), `.a{color:red}\n`.repeat(100));
    await writeFile(path.join(dir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h1v1z"/>'.repeat(30)}</svg>`);
    await writeFile(path.join(dir, 'tiny.js'), 'export {};');
    await writeFile(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 1));
    await writeFile(path.join(dir, 'assets', 'fonts', 'inter.woff2'), Buffer.alloc(4096, 2));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file, decoding to the same bytes; none for binaries or files under MIN_BYTES', async () => {
    const done = await precompressDir(dir);
    const texts = ['index.html', 'assets/index-abc.js', 'assets/index-abc.css', 'favicon.svg'];
    expect(done.map((f) => path.relative(dir, f)).sort()).toEqual([...texts].sort());
    for (const file of texts) {
      const original = await readFile(path.join(dir, file));
      const br = await readFile(path.join(dir, `${file}.br`));
      const gz = await readFile(path.join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
      expect(br.length, file).toBeLessThan(original.length);
      expect(gz.length, file).toBeLessThan(original.length);
    }
    expect((await readFile(path.join(dir, 'tiny.js'))).length).toBeLessThan(MIN_BYTES);
    const all = await readdir(dir, { recursive: true });
    for (const none of ['tiny.js', 'assets/photo.png', 'assets/fonts/inter.woff2']) {
      expect(all, none).not.toContain(`${none}.br`);
      expect(all, none).not.toContain(`${none}.gz`);
    }
  });
});
