import { inflateSync } from 'node:zlib';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPng } from './qr-png.js';

/** Reads back a 1-bit greyscale PNG written by qrPng: its side and whether (x, y) is black. */
function readPng(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  const side = png.readUInt32BE(16);
  expect([png[24], png[25]]).toEqual([1, 0]);
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    if (png.subarray(at + 4, at + 8).toString('ascii') === 'IDAT') {
      chunks.push(png.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const rowBytes = Math.ceil(side / 8);
  const black = (x: number, y: number) =>
    (raw[y * (rowBytes + 1) + 1 + (x >> 3)] & (0x80 >> (x & 7))) === 0;
  return { side, black };
}

describe('qrPng', () => {
  it("draws the qrcode package's matrix, module for module, inside a white quiet zone", () => {
    const text = 'LPA:1$smdp.example$B7B3C7BF6EE7AF29A336';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { side, black } = readPng(qrPng(text, { scale: 4, margin: 2 }));
    expect(side).toBe((modules.size + 4) * 4);
    expect(black(0, 0)).toBe(false);
    for (let y = 0; y < modules.size; y++) {
      for (let x = 0; x < modules.size; x++) {
        expect(black(8 + x * 4 + 1, 8 + y * 4 + 2), `module ${x},${y}`).toBe(
          Boolean(modules.get(y, x)),
        );
      }
    }
  });
});
