import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { API_KEY, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { linkParams } from '../../test-support/mail.js';
import { emailLogs } from '../../db/schema/index.js';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links and headers. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function startSmtp(rejectTo?: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejectTo && address.address === rejectTo) {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: decodeQp(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { server, port, received };
}

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 30_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('mail through SMTP and the real job queue', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp('bounce@wander.demo');
    t = await createTestApp({
      realJobs: true,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Wander <no-reply@wander.test>',
        MAIL_RETRY_LIMIT: '1',
        MAIL_RETRY_DELAY_SECONDS: '1',
      },
    });
  }, 60_000);

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('delivers the reset e-mail after the commit, with a link that works', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Password/ForgotByEmail',
      headers: { 'x-api-key': API_KEY },
      payload: { email: 'agent@wander.demo' },
    });
    expect(res.statusCode).toBe(200);
    await until(() => smtp.received.some((m) => m.to.includes('agent@wander.demo')));
    const message = smtp.received.find((m) => m.to.includes('agent@wander.demo'))!;
    expect(message.from).toBe('no-reply@wander.test');
    expect(message.raw).toContain('Subject: Reset your Wander password');
    expect(message.raw).toMatch(/^To: agent@wander\.demo/m);
    const link = linkParams(message.raw, 'reset-password');
    expect(message.raw).toContain('http://portal.test/#/reset-password?userId=');

    await until(async () => {
      const [row] = await t.database.db
        .select()
        .from(emailLogs)
        .where(eq(emailLogs.toEmail, 'agent@wander.demo'));
      return row?.status === 'Sent';
    });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/admin/Password/ResetByEmail',
      headers: { 'x-api-key': API_KEY },
      payload: {
        userId: link.get('userId'),
        token: link.get('token'),
        newPassword: 'Arrived#2026',
        confirmedNewPassword: 'Arrived#2026',
      },
    });
    expect(reset.statusCode).toBe(200);
    await signIn(t.app, 'agent@wander.demo', 'Arrived#2026');
  });

  it("sends under a row's sender name with its Reply-To, and inline images by Content-ID", async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const [row] = await t.database.db
      .insert(emailLogs)
      .values({
        template: 'test',
        toEmail: 'branded@wander.demo',
        subject: '您的 eSIM 已准备就绪',
        htmlBody: '<p><img src="cid:esim-1@wander"></p>',
        textBody: 'x',
        fromName: 'Wander Malaysia',
        replyTo: 'help@wander.demo',
        attachments: [
          {
            filename: 'esim-1.png',
            contentType: 'image/png',
            contentBase64: png.toString('base64'),
            cid: 'esim-1@wander',
          },
        ],
      })
      .returning();
    await t.app.services.mail.relay();
    await until(() => smtp.received.some((m) => m.to.includes('branded@wander.demo')));
    const message = smtp.received.find((m) => m.to.includes('branded@wander.demo'))!;
    // The envelope stays MAIL_FROM's address; the header shows the platform's store name.
    expect(message.from).toBe('no-reply@wander.test');
    expect(message.raw).toMatch(/^From: Wander Malaysia <no-reply@wander\.test>/m);
    expect(message.raw).toMatch(/^Reply-To: help@wander\.demo/m);
    expect(message.raw).toMatch(/^Content-ID: <esim-1@wander>/m);
    await until(async () => {
      const [now] = await t.database.db.select().from(emailLogs).where(eq(emailLogs.id, row.id));
      return now.status === 'Sent';
    });
  });

  it('records a refused send: retried, then Failed with the server’s error, never silent', async () => {
    const { db } = t.database;
    const [row] = await db
      .insert(emailLogs)
      .values({
        template: 'test',
        toEmail: 'bounce@wander.demo',
        subject: 'Will bounce',
        htmlBody: '<p>x</p>',
        textBody: 'x',
      })
      .returning();
    await t.app.services.mail.relay();
    await until(async () => {
      const [now] = await db.select().from(emailLogs).where(eq(emailLogs.id, row.id));
      return now.status === 'Failed';
    });
    const [failed] = await db.select().from(emailLogs).where(eq(emailLogs.id, row.id));
    expect(failed.attempts).toBe(2);
    expect(failed.lastError).toContain('550');
    expect(failed.sentAt).toBeNull();
  });
});
