import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/** API answers smaller than this go out as they are (compressing them saves next to nothing). */
export const API_COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's answers (registered inside the API prefix, so the static files, which
 * are compressed at build time and served by @fastify/static `preCompressed`, are never touched
 * twice). Brotli at quality 4 or gzip, chosen from Accept-Encoding, for JSON and text answers of
 * at least API_COMPRESSION_THRESHOLD bytes; PDFs and xlsx files are already compressed formats and
 * are left alone (their types are not compressible), and so is text/event-stream. Request bodies
 * are never inflated: a provider callback's signature is over the body exactly as it came.
 */
export async function registerApiCompression(api: FastifyInstance): Promise<void> {
  await api.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/** Cache policy of the built web app: hashed assets forever, everything else revalidated. */
export function staticCacheControl(filePath: string): string {
  return filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
