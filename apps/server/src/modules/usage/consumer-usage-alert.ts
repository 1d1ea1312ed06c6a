import { planLabel } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { notifications } from '../../db/schema/index.js';
import {
  consumerUsageMail,
  consumerUsageSubject,
  type ConsumerUsageMailData,
} from '../store/mail/consumer-mails.js';
import { consumerMailTarget } from '../store/mail/consumer-mail-target.js';
import type { AlertCandidate } from './usage-alerts.queries.js';

/**
 * A consumer's low-data or expiry reminder (issue 41), in the alert's transaction: the e-mail in
 * the consumer's language and the brand of the platform its eSIM was bought through (the
 * distributor's e-mail log), and the notification log's row with the subject it was sent with.
 */
export async function queueConsumerUsageAlert(
  tx: Tx,
  mail: Mailer,
  c: AlertCandidate,
  alert: { kind: 'usage' | 'expiry'; usedPercent: number },
  now: Date,
): Promise<boolean> {
  const target = await consumerMailTarget(tx, c.consumerId!, c.platformId);
  if (!target) return false;
  const data: ConsumerUsageMailData = {
    ...target.base,
    kind: alert.kind,
    plan: planLabel(c.productName, c.variantName),
    iccid: c.iccid,
    usedPercent: alert.usedPercent,
    expiresAt: c.expiresAt.toISOString(),
  };
  await mail.queue(tx, {
    template: consumerUsageMail,
    to: target.email,
    data,
    entityCode: c.entityCode,
  });
  const subject = consumerUsageSubject(data);
  await tx.insert(notifications).values({
    title: subject,
    message: subject,
    recipientEntityCode: c.customerEntityCode,
    recipientName: target.base.name,
    status: 'Sent',
    sentAt: now,
  });
  return true;
}
