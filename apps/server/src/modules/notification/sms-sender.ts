import { asc, eq, sql } from 'drizzle-orm';
import { PushMessageText } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { PeriodicJob } from '../../platform/jobs/periodic-job.js';
import type { MessagingConfig } from '../../platform/config.js';
import { smsLogs } from '../../db/schema/index.js';

export const SMS_SEND_JOB = 'sms.send';
const EVERY_MS = 60_000;

type SmsOutcome = { status: 'Sent' | 'Failed' | 'Logged'; outcome: string };

/** One SMS through the HTTP SMS provider: POST SMS_URL {to, message} (bearer SMS_TOKEN); 2xx is Sent. */
async function sendSms(config: MessagingConfig, to: string, message: string): Promise<SmsOutcome> {
  if (!config.smsUrl) return { status: 'Logged', outcome: PushMessageText.noSmsProvider };
  try {
    const res = await fetch(config.smsUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.smsToken ? { authorization: `Bearer ${config.smsToken}` } : {}),
      },
      body: JSON.stringify({ to, message }),
      signal: AbortSignal.timeout(15_000),
    });
    const text = (await res.text()).slice(0, 200);
    return res.ok
      ? { status: 'Sent', outcome: `sent: HTTP ${res.status}` }
      : { status: 'Failed', outcome: `failed: HTTP ${res.status} ${text}`.trim().slice(0, 500) };
  } catch (error) {
    return { status: 'Failed', outcome: `failed: ${(error as Error).message}`.slice(0, 500) };
  }
}

/**
 * Sends every Queued SMS (the SMS import's rows, anything else that queues one), batch by batch:
 * claimed `for update skip locked`, sent, and marked in the claiming transaction.
 */
export async function sendQueuedSms(db: Db, config: MessagingConfig) {
  let total = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: smsLogs.id, phoneNumber: smsLogs.phoneNumber, message: smsLogs.message })
        .from(smsLogs)
        .where(eq(smsLogs.status, 'Queued'))
        .orderBy(asc(smsLogs.createdAt), asc(smsLogs.id))
        .limit(config.batchSize)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const outcomes: SmsOutcome[] = [];
      for (const r of rows) outcomes.push(await sendSms(config, r.phoneNumber, r.message));
      const values = rows.map(
        (r, i) => sql`(${r.id}::uuid, ${outcomes[i].status}::text, ${outcomes[i].outcome}::text)`,
      );
      await tx.execute(sql`
        update sms_logs s
        set status = v.status, outcome = v.outcome,
            sent_at = case when v.status = 'Sent' then now() else null end
        from (values ${sql.join(values, sql`, `)}) as v(id, status, outcome)
        where s.id = v.id`);
      return rows.length;
    });
    if (n === 0) return total;
    total += n;
  }
}

/** The `sms.send` job: after each SMS import, at start-up and every minute (one run at a time). */
export class SmsJobs extends PeriodicJob {
  constructor(db: Db, jobs: JobQueue, config: MessagingConfig, onError: (error: unknown) => void) {
    super(
      jobs,
      { name: SMS_SEND_JOB, everyMs: EVERY_MS, retryDelaySeconds: 30, wake: true },
      () => sendQueuedSms(db, config),
      onError,
    );
  }
}
