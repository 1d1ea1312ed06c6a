import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../platform/db/client.js';
import { emailLogs } from '../db/schema/index.js';

/** The e-mail log rows to an address, newest first, once every queued job has run. */
export async function mailsTo(app: FastifyInstance, database: Database, email: string) {
  await app.services.jobs.idle();
  return database.db
    .select()
    .from(emailLogs)
    .where(eq(emailLogs.toEmail, email))
    .orderBy(desc(emailLogs.createdAt));
}

/** The query parameters of the first link to a SPA screen (`#/confirm-email?...`) in a text. */
export function linkParams(text: string, screen: string): URLSearchParams {
  const match = new RegExp(`https?://[^\\s"]*#/${screen}\\?([^\\s"<]+)`).exec(text);
  if (!match) throw new Error(`no /${screen} link in: ${text}`);
  return new URLSearchParams(match[1].replace(/&amp;/g, '&'));
}
