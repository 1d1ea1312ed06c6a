import { pdfTask } from '../../platform/pdf/pdf-document.js';
import { drawReceipt, type ConsumerReceipt } from './receipt-document.js';

/** The store area's rendering on worker threads: a consumer's receipt in its language. */
export const receiptPdf = pdfTask((r: ConsumerReceipt) => `${r.store} ${r.orderNo}`, drawReceipt, {
  unicode: true,
  author: (r) => r.store,
});
