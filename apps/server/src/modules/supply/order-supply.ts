import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { OrderSupplyPort } from '../orders/index.js';
import { queueCardRefund } from '../payment/card-refunds.js';
import { procureOrder } from './procure-order.js';
import { refundUnsuppliedOrder } from './refund-unsupplied-order.js';
import { hasProviderOnlyLines } from '../orders/order-supply-needs.js';

/**
 * The supply area's side of the orders area's delivery job: providers buy what a paid order
 * needs, and an order they cannot supply is cancelled and refunded (to the wallet in the
 * refund's transaction, a card's refund queued after it).
 */
export function orderSupplyOf(services: {
  db: Db;
  jobs: JobQueue;
  mail: Mailer;
  secrets: SecretBox;
}): OrderSupplyPort {
  const { db, jobs, mail, secrets } = services;
  return {
    procure: (poId) => procureOrder(db, secrets, poId),
    providerOnly: (poId) => hasProviderOnlyLines(db, poId),
    refund: async (poId, reason) => {
      const done = await refundUnsuppliedOrder(db, mail, poId, reason);
      for (const sessionId of done?.sessionIds ?? []) await queueCardRefund(jobs, sessionId);
      if (done) await mail.relaySafely();
    },
  };
}
