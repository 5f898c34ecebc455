// Compressed answers when the client asks (Accept-Encoding): JSON and other text above
// COMPRESS_THRESHOLD. The levels come from tools/bench/compression-levels.mjs on real list
// pages: brotli 5 is where the size stops falling (5–8 alike, 9 no better, 10–11 cost tens of
// ms), at about 0.1 ms a page; gzip 6 is within 0.5 % of gzip 9. The built web bundles are
// not compressed here: their .br/.gz copies are written at build time (web-apps.ts).
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Below about a packet, compressing saves nothing a phone would notice and costs CPU. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text only. PDF, XLSX, images and other binaries are compressed formats already (and mime-db,
 * which @fastify/compress consults too, says so); server-sent events must not be buffered.
 */
const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      customTypes: (type: string) => COMPRESSIBLE.test(type),
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
      zlibOptions: { level: 6 },
      // Request bodies are not accepted compressed: a small gzip body must not inflate into a
      // big one past the body limits' intent.
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
