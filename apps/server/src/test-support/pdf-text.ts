import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** The PDF's objects by number: each dictionary, and its stream inflated when it is deflated. */
function objectsOf(raw: string): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const heads = /(\d+) 0 obj\s*/g;
  for (let m = heads.exec(raw); m; m = heads.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endobj', start);
    const streamAt = raw.indexOf('stream', start);
    if (streamAt === -1 || end === -1 || streamAt > end) {
      objects.set(Number(m[1]), { dict: raw.slice(start, end === -1 ? undefined : end) });
      continue;
    }
    // A stream is read by its /Length: its bytes may themselves contain "endobj" or newlines.
    const dict = raw.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    const from = raw.indexOf('\n', streamAt) + 1;
    const bytes = Buffer.from(raw.slice(from, from + length), 'latin1');
    let stream: Buffer | undefined = bytes;
    if (dict.includes('/FlateDecode')) {
      try {
        stream = inflateSync(bytes);
      } catch {
        stream = undefined;
      }
    }
    objects.set(Number(m[1]), { dict, stream });
    heads.lastIndex = from + length;
  }
  return objects;
}

/** A ToUnicode CMap (pdfkit writes bfrange arrays; bfchar and plain ranges are read too). */
function cmapOf(text: string): Map<number, string> {
  const map = new Map<number, string>();
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.match(/[0-9a-f]{4}/gi) ?? []).map((h) => parseInt(h, 16)));
  const ranges = /beginbfrange([\s\S]*?)endbfrange/g;
  for (let b = ranges.exec(text); b; b = ranges.exec(text)) {
    // <first> <last> [<u1> <u2> ...]: one destination per code.
    const arrays = /<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi;
    for (const r of b[1].matchAll(arrays)) {
      const first = parseInt(r[1], 16);
      [...r[3].matchAll(/<([0-9a-f\s]*)>/gi)].forEach((d, i) =>
        map.set(first + i, unicode(d[1].replace(/\s/g, ''))),
      );
    }
    // <first> <last> <u>: consecutive destinations.
    for (const r of b[1]
      .replace(arrays, '')
      .matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      const [first, last, to] = [r[1], r[2], r[3]].map((h) => parseInt(h, 16));
      for (let c = first; c <= last; c++) map.set(c, String.fromCharCode(to + c - first));
    }
  }
  const chars = /beginbfchar([\s\S]*?)endbfchar/g;
  for (let b = chars.exec(text); b; b = chars.exec(text)) {
    for (const c of b[1].matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>/gi)) {
      map.set(parseInt(c[1], 16), unicode(c[2]));
    }
  }
  return map;
}

/**
 * The text a pdfkit document shows, one string per text operation, for tests: content streams
 * are inflated and the hex strings of each TJ array decoded: through the font's ToUnicode CMap
 * for an embedded font (the Unicode font of issue 41: Chinese reads as Chinese), as WinAnsi
 * bytes for a standard font.
 */
export function pdfText(pdf: Buffer): string[] {
  const objects = objectsOf(pdf.toString('latin1'));
  // Font resource names (/F1 7 0 R) -> that font's ToUnicode map, if it has one.
  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const ref of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref[2]));
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font?.dict ?? '');
      const cmap = toUnicode && objects.get(Number(toUnicode[1]))?.stream;
      if (cmap) cmaps.set(ref[1], cmapOf(cmap.toString('latin1')));
    }
  }
  const texts: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    const content = stream.toString('latin1');
    let font: Map<number, string> | undefined;
    const ops = /\/(F\d+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g;
    for (let op = ops.exec(content); op; op = ops.exec(content)) {
      if (op[1]) {
        font = cmaps.get(op[1]);
        continue;
      }
      const hex = [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      texts.push(
        font
          ? (hex.match(/.{4}/g) ?? [])
              .map((code) => font!.get(parseInt(code, 16)) ?? '\ufffd')
              .join('')
          : Buffer.from(hex, 'hex').toString('latin1'),
      );
    }
  }
  return texts;
}

/** Pages of a PDF (its /Type /Page objects). */
export const pdfPageCount = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
