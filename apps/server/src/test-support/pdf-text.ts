import { inflateSync } from 'node:zlib';

/**
 * The text a pdfkit document shows, one string per text operation, for tests: content streams
 * are inflated and the hex strings of each TJ array decoded (standard fonts, WinAnsi bytes).
 */
export function pdfText(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
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
