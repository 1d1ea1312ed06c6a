import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit document shows, one string per text operation, for tests: content streams
 * are inflated and the hex strings of each TJ array decoded (standard fonts, WinAnsi bytes).
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  // A stream is read by its /Length: its bytes may themselves end in a CR or contain a newline,
  // so the text between "stream" and "endstream" is not the stream.
  const streams = /\/Length (\d+)[^>]*>>\s*stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    let content: string;
    try {
      const bytes = Buffer.from(raw.slice(start, start + Number(m[1])), 'latin1');
      content = inflateSync(bytes).toString('latin1');
    } catch {
      continue; // not a deflated content stream (an image, a font ...)
    }
    const ops = /\[([^\]]*)\]\s*TJ/g;
    for (let op = ops.exec(content); op; op = ops.exec(content)) {
      const hex = [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}

/** Pages of a PDF (its /Type /Page objects). */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
