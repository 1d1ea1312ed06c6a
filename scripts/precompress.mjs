// Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every compressible
// file of a built web app, so the server can answer them by content negotiation without compressing
// at request time (@fastify/static `preCompressed`). Files under 1 KiB are left alone, and so is a
// copy that would not be smaller than its original (the server then answers the original).
// Usage: node scripts/precompress.mjs <dist dir>   (apps/web runs it after `vite build`)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|cjs|css|html|svg|json|map|txt|xml|wasm|webmanifest)$/i;
const MIN_BYTES = 1024;

/** Every file under dir, recursively. */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // .vite/ holds the build manifest, which is read by tools, never served.
    if (entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
const gzip = (buffer) => zlib.gzipSync(buffer, { level: zlib.constants.Z_BEST_COMPRESSION });

/**
 * Compresses the files of dir; answers one row per original file that got a copy.
 * Copies left over from an earlier run are removed first, so a copy never outlives its original.
 */
export function precompress(dir) {
  const files = walk(dir);
  for (const file of files) if (/\.(?:br|gz)$/.test(file)) fs.rmSync(file);
  const rows = [];
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue;
    const original = fs.readFileSync(file);
    if (original.length < MIN_BYTES) continue;
    const row = { file: path.relative(dir, file), bytes: original.length };
    for (const [ext, compress] of [
      ['br', brotli],
      ['gz', gzip],
    ]) {
      const copy = compress(original);
      if (copy.length >= original.length) continue;
      fs.writeFileSync(`${file}.${ext}`, copy);
      row[ext] = copy.length;
    }
    if (row.br || row.gz) rows.push(row);
  }
  return rows;
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  if (!fs.existsSync(dir)) {
    console.error(`precompress: ${dir} does not exist`);
    process.exit(1);
  }
  const rows = precompress(dir);
  const sum = (key) => rows.reduce((total, row) => total + (row[key] ?? row.bytes), 0);
  console.log(
    `precompress: ${rows.length} files, ${kib(sum('bytes'))} -> br ${kib(sum('br'))}, gzip ${kib(sum('gz'))}`,
  );
}
