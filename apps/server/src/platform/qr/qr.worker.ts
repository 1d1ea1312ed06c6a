import QRCode from 'qrcode';
import { workerTask } from '../workers/pool.js';
import { qrPng } from './qr-png.js';

/** How a QR code's PNG data URL is drawn (error correction M). */
export interface DataUrlOptions {
  width: number;
  margin: number;
}

/**
 * QR images on a worker thread (issue 39): a group's delivery attaches one PNG per eSIM, an
 * invoice's page shows hundreds of data URLs (some 8 ms each through qrcode's PNG writer).
 */
export const pngs = workerTask((texts: string[]) => texts.map((text) => qrPng(text)));

export const dataUrls = workerTask((input: { texts: string[]; options: DataUrlOptions }) =>
  Promise.all(
    input.texts.map((text) =>
      QRCode.toDataURL(text, { errorCorrectionLevel: 'M', ...input.options }),
    ),
  ),
);
