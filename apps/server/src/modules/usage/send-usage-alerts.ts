import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import { notifications, usageAlertsSent } from '../../db/schema/index.js';
import { alertCandidates, type AlertCandidate } from './usage-alerts.queries.js';
import { usageAlertMail, usageAlertText, usageAlertTitle } from './usage-alert-mail.js';
import { consumerUsageAlert } from './consumer-alert-port.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DueAlert {
  candidate: AlertCandidate;
  kind: 'usage' | 'expiry';
  threshold: number;
  usedPercent: number;
}

/** The thresholds a candidate has crossed now: used >= N % of its data; expires within N days. */
export function dueAlerts(candidates: AlertCandidate[], now: Date): DueAlert[] {
  const due = new Map<string, DueAlert>();
  for (const c of candidates) {
    const usedPercent = c.allowanceMb > 0 ? Math.floor((c.usedMb / c.allowanceMb) * 100) : 0;
    const add = (kind: DueAlert['kind'], threshold: number) => {
      const key = `${c.serialId}:${kind}:${threshold}`;
      if (!due.has(key)) due.set(key, { candidate: c, kind, threshold, usedPercent });
    };
    if (
      c.usagePercent != null &&
      c.allowanceMb > 0 &&
      c.usedMb * 100 >= c.allowanceMb * c.usagePercent
    ) {
      add('usage', c.usagePercent);
    }
    const left = c.expiresAt.getTime() - now.getTime();
    if (c.expiryDays != null && left > 0 && left <= c.expiryDays * DAY_MS) {
      add('expiry', c.expiryDays);
    }
  }
  return [...due.values()];
}

/**
 * The usage-alert job's work: every alert due under the distributors' usage notification rules
 * is sent once per eSIM, kind and threshold. Each alert is one transaction: the sent-alert row
 * (unique key: a second run, or a second worker, inserts nothing and sends nothing), the e-mail in
 * the outbox (the distributor's e-mail log) and the customer's notification log row. Answers how
 * many alerts were sent.
 */
export async function sendUsageAlerts(
  db: Db,
  mail: Mailer,
  options: { now?: Date; entityCode?: string } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const due = dueAlerts(await alertCandidates(db, options.entityCode), now);
  if (due.length === 0) return 0;
  const sent = await db
    .select({
      serialId: usageAlertsSent.serialId,
      kind: usageAlertsSent.kind,
      threshold: usageAlertsSent.threshold,
    })
    .from(usageAlertsSent)
    .where(inArray(usageAlertsSent.serialId, [...new Set(due.map((d) => d.candidate.serialId))]));
  const done = new Set(sent.map((s) => `${s.serialId}:${s.kind}:${s.threshold}`));
  let count = 0;
  for (const alert of due) {
    const c = alert.candidate;
    if (done.has(`${c.serialId}:${alert.kind}:${alert.threshold}`)) continue;
    const queued = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(usageAlertsSent)
        .values({
          serialId: c.serialId,
          kind: alert.kind,
          threshold: alert.threshold,
          ruleId: c.ruleId,
          entityCode: c.entityCode,
          customerEntityCode: c.customerEntityCode,
          toEmail: c.customerEmail,
        })
        .onConflictDoNothing()
        .returning({ id: usageAlertsSent.id });
      if (!row) return false;
      // A consumer's eSIM: the alert in its language and its platform's brand (issue 41).
      if (c.consumerId) return consumerUsageAlert(tx, mail, c, alert, now);
      const data = {
        kind: alert.kind,
        threshold: alert.threshold,
        serialId: c.serialId,
        iccid: c.iccid,
        plan: `${c.productName} ${c.variantName}`,
        customerName: c.customerName,
        distributorName: c.distributorName,
        usedPercent: alert.usedPercent,
        expiresOn: c.expiresAt.toISOString().slice(0, 10),
      };
      await mail.queue(tx, {
        template: usageAlertMail,
        to: c.customerEmail,
        data,
        entityCode: c.entityCode,
      });
      await tx.insert(notifications).values({
        title: usageAlertTitle(data),
        message: usageAlertText(data),
        recipientEntityCode: c.customerEntityCode,
        recipientName: c.customerName,
        status: 'Sent',
        sentAt: now,
      });
      return true;
    });
    if (queued) count += 1;
  }
  if (count > 0) await mail.relaySafely();
  return count;
}
