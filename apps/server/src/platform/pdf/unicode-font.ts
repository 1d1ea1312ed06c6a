import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';

/**
 * A font for text beyond WinAnsi (issue 41: a consumer's receipt in Chinese): Noto Sans SC
 * (SIL Open Font License 1.1) from @fontsource/noto-sans-sc, its "chinese-simplified" cut, which
 * also has Latin letters, digits and CJK punctuation, so one font writes an English, Malay or
 * Chinese document. pdfkit embeds only the glyphs a document uses (a few KB).
 */
const FILES = {
  regular: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-400-normal.woff',
  bold: '@fontsource/noto-sans-sc/files/noto-sans-sc-chinese-simplified-700-normal.woff',
};

/** The font names a document draws with: the standard fonts, or the embedded Unicode ones. */
export interface PdfFonts {
  regular: string;
  bold: string;
}
export const STANDARD_FONTS: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
export const UNICODE_FONTS: PdfFonts = { regular: 'Unicode', bold: 'Unicode-Bold' };

/**
 * A WOFF 1.0 file as the OpenType font it wraps (W3C WOFF File Format 1.0, section 5: each table
 * zlib-compressed unless its compressed length equals its original length). pdfkit's fontkit
 * reads WOFF itself, but inflates a table with a JavaScript inflater on every access: 4 s for a
 * receipt, against 20 ms from the unwrapped font.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF 1.0 font');
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(raw) : raw,
    };
  });
  const headerLength = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = Buffer.alloc(tables.reduce((size, t) => size + padded(t.data.length), headerLength));
  let power = 1;
  let log = 0;
  while (power * 2 <= numTables) {
    power *= 2;
    log += 1;
  }
  out.writeUInt32BE(woff.readUInt32BE(4), 0); // the sfnt version (TrueType 1.0, or OTTO)
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(power * 16, 6);
  out.writeUInt16BE(log, 8);
  out.writeUInt16BE(numTables * 16 - power * 16, 10);
  let offset = headerLength;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    out.writeUInt32BE(t.tag, at);
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.data.length, at + 12);
    t.data.copy(out, offset);
    offset += padded(t.data.length);
  });
  return out;
}

let loaded: { regular: Buffer; bold: Buffer } | undefined;

/** The Unicode fonts' bytes, read and unwrapped once per thread (about 30 ms). */
export function unicodeFontFiles() {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = (name: string) => woffToSfnt(readFileSync(require.resolve(name)));
    loaded = { regular: read(FILES.regular), bold: read(FILES.bold) };
  }
  return loaded;
}
