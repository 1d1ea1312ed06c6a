import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test-support/pdf-text.js';
import { renderPdf, UNICODE_FONTS } from './pdf-document.js';
import { unicodeFontFiles, woffToSfnt } from './unicode-font.js';

describe('the Unicode PDF font (issue 41)', () => {
  it('unwraps the shipped WOFF into an OpenType font once', () => {
    const files = unicodeFontFiles();
    // An OpenType font with TrueType outlines (sfnt version 1.0), read once per thread.
    expect(files.regular.readUInt32BE(0)).toBe(0x00010000);
    expect(files.bold.readUInt32BE(0)).toBe(0x00010000);
    expect(unicodeFontFiles()).toBe(files);
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow('not a WOFF');
  });

  it('prints Chinese, Malay and English as text a reader extracts, in well under a second', async () => {
    const lines = [
      '收据 CO-000001',
      '合计：MYR 1,234.50（优惠券 WELCOME10）',
      'Jumlah Kecil: MYR 9.00',
    ];
    await renderPdf('warm-up', (doc) => doc.font(UNICODE_FONTS.regular).text('预热'), {
      unicode: true,
    });
    const started = performance.now();
    const pdf = await renderPdf(
      'Receipt',
      (doc) => {
        doc.font(UNICODE_FONTS.bold).text(lines[0]);
        doc.font(UNICODE_FONTS.regular).text(lines[1]).text(lines[2]);
      },
      { unicode: true },
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(pdfText(pdf)).toEqual(lines);
    // Only the glyphs used are embedded: a few KB, not the font's megabytes.
    expect(pdf.length).toBeLessThan(60_000);
  });
});
