import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { invoiceLines, notifications, wanderSerialNumbers } from '../../db/schema/index.js';
import {
  consumerUsageMail,
  consumerUsageSubject,
  type ConsumerUsageMailData,
} from './mail/consumer-mails.js';
import { consumerMailTarget } from './mail/consumer-mail-target.js';
import { localPlanLabels } from './mail/local-plan-labels.js';
import type { AlertCandidate } from '../usage/usage-alerts.queries.js';

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
  // The eSIM's plan as the store names it in the consumer's language.
  const [sold] = await tx
    .select({
      variantId: invoiceLines.variantId,
      productName: invoiceLines.productName,
      variantName: invoiceLines.variantName,
      days: invoiceLines.days,
      dataGb: invoiceLines.dataGb,
      isDayPass: invoiceLines.isDayPass,
    })
    .from(wanderSerialNumbers)
    .innerJoin(invoiceLines, eq(invoiceLines.id, wanderSerialNumbers.invoiceLineId))
    .where(eq(wanderSerialNumbers.id, c.serialId));
  const [plan] = await localPlanLabels(tx, target.base.language, [
    sold ?? { ...c, variantId: '', days: 0, dataGb: 0, isDayPass: false },
  ]);
  const data: ConsumerUsageMailData = {
    ...target.base,
    kind: alert.kind,
    plan,
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
