import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, Tx } from '../db/client.js';
import type { JobQueue } from '../jobs/jobs.js';
import { emailLogs } from '../../db/schema/index.js';
import type { MailTemplate, TemplateContext } from './mail-template.js';

export const SEND_MAIL_JOB = 'mail.send';
/** A Queued row whose job was lost (crash between commit and send) is re-queued after this. */
const REQUEUE_AFTER_MINUTES = 10;
const SWEEP_EVERY_MS = 60_000;

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  contentBase64: string;
  /** An inline image's Content-ID: the HTML shows it as `<img src="cid:...">` (a QR code). */
  cid?: string;
}

export interface QueueMailInput<D> {
  template: MailTemplate<D>;
  to: string;
  data: D;
  /** The company whose e-mail log shows the message. */
  entityCode?: string | null;
  attachments?: MailAttachment[];
}

export interface MailerOptions {
  publicBaseUrl: string;
  smtpUrl: string | undefined;
  from: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Where a message goes when no SMTP server is configured (the console by default). */
  print?: (line: string) => void;
  onError?: (error: unknown) => void;
}

/**
 * Mail through an outbox: queue() renders and writes the e-mail log row inside the caller's
 * transaction; relay() (after commit, and every minute) hands Queued rows to the job queue; the job
 * sends through SMTP, or, without SMTP_URL, prints the message and marks it Logged. A failed
 * attempt is recorded on the row (attempts, lastError, status Retrying, then Failed).
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private sweeper: NodeJS.Timeout | undefined;
  readonly context: TemplateContext;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly options: MailerOptions,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    const baseUrl = options.publicBaseUrl;
    this.context = {
      baseUrl,
      link: (path, query) => {
        const search = query ? `?${new URLSearchParams(query).toString()}` : '';
        return `${baseUrl}#${path.startsWith('/') ? path : `/${path}`}${search}`;
      },
    };
    jobs.define<{ id: string }>(SEND_MAIL_JOB, (data, meta) => this.send(data.id, meta.final), {
      retryLimit: options.retryLimit,
      retryDelaySeconds: options.retryDelaySeconds,
      retryBackoff: true,
    });
  }

  get mode(): 'smtp' | 'log' {
    return this.transport ? 'smtp' : 'log';
  }

  /** Renders the template and writes the log row (status Queued) in the caller's transaction. */
  async queue<D>(tx: Tx, input: QueueMailInput<D>): Promise<string> {
    const [id] = await this.queueMany(tx, [input]);
    return id;
  }

  /** queue() for many messages in one statement (a group's travellers: hundreds at once). */
  async queueMany<D>(tx: Tx, inputs: QueueMailInput<D>[]): Promise<string[]> {
    if (inputs.length === 0) return [];
    const rows = await tx
      .insert(emailLogs)
      .values(
        inputs.map((input) => {
          const rendered = input.template.render(input.data, this.context);
          return {
            entityCode: input.entityCode ?? null,
            template: input.template.name,
            toEmail: input.to,
            subject: rendered.subject,
            htmlBody: rendered.html,
            textBody: rendered.text,
            fromName: rendered.fromName ?? null,
            replyTo: rendered.replyTo ?? null,
            attachments: input.attachments ?? null,
          };
        }),
      )
      .returning({ id: emailLogs.id });
    return rows.map((r) => r.id);
  }

  /** Hands every Queued row that has no live job to the queue. Call after the commit. */
  async relay(): Promise<number> {
    const stale = sql`now() - make_interval(mins => ${REQUEUE_AFTER_MINUTES})`;
    const claimed = await this.db
      .update(emailLogs)
      .set({ enqueuedAt: sql`now()` })
      .where(
        and(
          eq(emailLogs.status, 'Queued'),
          or(isNull(emailLogs.enqueuedAt), lt(emailLogs.enqueuedAt, stale)),
        ),
      )
      .returning({ id: emailLogs.id });
    for (const { id } of claimed) {
      await this.jobs.send(SEND_MAIL_JOB, { id }, { singletonKey: id });
    }
    return claimed.length;
  }

  /** relay() without failing the caller: the sweeper picks up what could not be queued now. */
  async relaySafely(): Promise<void> {
    try {
      await this.relay();
    } catch (error) {
      this.options.onError?.(error);
    }
  }

  start() {
    this.sweeper = setInterval(() => void this.relaySafely(), SWEEP_EVERY_MS);
    this.sweeper.unref();
    void this.relaySafely();
  }

  stop() {
    clearInterval(this.sweeper);
    this.transport?.close();
  }

  /** The job: one attempt at one message. Throws to ask the queue for a retry. */
  private async send(id: string, final: boolean): Promise<void> {
    const [row] = await this.db.select().from(emailLogs).where(eq(emailLogs.id, id));
    if (!row || row.status === 'Sent' || row.status === 'Logged' || row.status === 'Failed') return;
    if (!this.transport) {
      const print = this.options.print ?? ((line: string) => console.log(line));
      print(
        `[mail] no SMTP_URL: message stored in the e-mail log, not sent\nTo: ${row.toEmail}\nSubject: ${row.subject}\n\n${row.textBody}\n`,
      );
      await this.mark(id, { status: 'Logged', attempts: row.attempts + 1, sentAt: new Date() });
      return;
    }
    try {
      const attachments = (row.attachments as MailAttachment[] | null) ?? [];
      await this.transport.sendMail({
        from: senderOf(this.options.from, row.fromName),
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        to: row.toEmail,
        subject: row.subject,
        html: row.htmlBody,
        text: row.textBody,
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.contentBase64, 'base64'),
          ...(a.cid ? { cid: a.cid } : {}),
        })),
      });
      await this.mark(id, {
        status: 'Sent',
        attempts: row.attempts + 1,
        sentAt: new Date(),
        lastError: null,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await this.mark(id, {
        status: final ? 'Failed' : 'Retrying',
        attempts: row.attempts + 1,
        lastError: message.slice(0, 2000),
      });
      if (!final) throw error;
    }
  }

  private async mark(id: string, values: Partial<typeof emailLogs.$inferInsert>) {
    await this.db
      .update(emailLogs)
      .set(values)
      .where(and(eq(emailLogs.id, id), inArray(emailLogs.status, ['Queued', 'Retrying'])));
  }
}

/** MAIL_FROM's address under another display name (`Name <address>` or a bare address). */
export function senderOf(from: string, name: string | null) {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return { name, address };
}
