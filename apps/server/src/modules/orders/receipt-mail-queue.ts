import type { JobQueue } from '../../platform/jobs/jobs.js';

/** The job that mails a paid consumer order's receipt (receipt-mail-jobs.ts). */
export const RECEIPT_MAIL_JOB = 'store.receipt-mail';

/**
 * After the commit that paid a consumer order (its `receipt_mail` now Pending): the receipt
 * job for it. A leaf module, so the payment area sends it without importing the store's.
 */
export async function queueReceiptMail(jobs: JobQueue, poId: string) {
  await jobs.send(RECEIPT_MAIL_JOB, { poId }, { wake: true });
}
