import { asBuffer } from '../workers/buffers.js';
import { runInWorker } from '../workers/pool.js';
import type { DataUrlOptions } from './qr.worker.js';

const WORKER = new URL('./qr.worker.ts', import.meta.url);

/** QR codes of `texts` as PNGs (qrPng: 8 px a module, 1 bit a pixel), drawn on one worker task. */
export async function qrPngs(texts: string[]): Promise<Buffer[]> {
  if (texts.length === 0) return [];
  const images = await runInWorker<string[], Uint8Array[]>(WORKER, 'pngs', texts);
  return images.map(asBuffer);
}

/** QR codes of `texts` as PNG data URLs (what a page's <img> shows), drawn on one worker task. */
export async function qrDataUrls(texts: string[], options: DataUrlOptions): Promise<string[]> {
  if (texts.length === 0) return [];
  return runInWorker(WORKER, 'dataUrls', { texts, options });
}
