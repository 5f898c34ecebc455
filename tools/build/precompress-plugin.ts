// Brotli and gzip copies of every text file of a built bundle (`app.js` → `app.js.br`,
// `app.js.gz`), written once at build time at the best ratio, so that the API
// (@fastify/static's preCompressed) and nginx (gzip_static) send them without compressing
// anything per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images, fonts (woff2), PDFs are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|webmanifest|txt|xml|map|ico)$/i;

/** Below this a compressed copy saves less than a packet's worth and costs a file. */
export const MIN_BYTES = 256;

/** The files of `dir` and below, as absolute paths. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of `dir` (index.html included)
 * that is big enough and gets smaller; returns the files compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done = await Promise.all(files.map(async (file) => ((await precompressFile(file)) ? file : null)));
  return done.filter((file): file is string => file !== null);
}

/** Writes `<file>.br` and `<file>.gz` when the file is big enough and they are smaller; whether it was compressed. */
export async function precompressFile(file: string): Promise<boolean> {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is useless: the server then sends the file itself.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
  return true;
}

/** Vite plugin: precompresses the output folder once the build has written it (public files included). */
export function precompressPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const files = await precompressDir(outDir);
      config.logger.info(`precompress: ${files.length} dosyanın .br ve .gz kopyası yazıldı (${path.relative(process.cwd(), outDir)})`);
    },
  };
}
