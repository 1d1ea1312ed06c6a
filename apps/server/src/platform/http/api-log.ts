import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { apiLogs } from '../../db/schema/index.js';
import { UNSTORABLE_CHARACTER } from './text-guard.js';

const SECRET_KEY = /pass(word)?|token|secret|authorization|api[-_]?key|card|cvc|cvv|otp|recovery/i;
const MAX_BODY_CHARS = 8_000;

/** U+0000 and UTF-16 surrogates without their pair, which PostgreSQL's text and jsonb refuse. */
const UNSTORABLE = new RegExp(UNSTORABLE_CHARACTER.source, 'g');

/**
 * A text as the log can store it: each character PostgreSQL refuses (the text guard answers such
 * a request 400, and the log still records it) kept as U+FFFD, the replacement character.
 */
export const storable = (text: string) => text.replace(UNSTORABLE, '\uFFFD');

/** A text column's value: storable and no longer than its column. */
const column = (text: string | null | undefined, max: number) =>
  text === null || text === undefined ? null : storable(text.slice(0, max));

/** A copy of a body with every secret-looking field replaced, and long bodies cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[…]';
  if (typeof value === 'string') return storable(value);
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => redact(v, depth + 1));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [
        redact(k) as string,
        SECRET_KEY.test(k) ? '[redacted]' : redact(v, depth + 1),
      ]),
    );
  }
  return value;
}

/**
 * The body as the log keeps it: parsed and redacted. A body over MAX_BODY_CHARS (a catalogue page,
 * a long list) is left out unparsed, with its size: parsing, redacting and storing tens of
 * kilobytes per call cost more than the call itself, and a cut-off body is not useful JSON.
 */
function bodyOf(payload: unknown): unknown {
  if (payload === undefined || payload === null || payload === '') return null;
  let parsed = payload;
  if (typeof payload === 'string') {
    if (payload.length > MAX_BODY_CHARS) return { omitted: `${payload.length} characters` };
    try {
      parsed = JSON.parse(payload);
    } catch {
      return null;
    }
  } else if (
    Buffer.isBuffer(payload) ||
    typeof (payload as { pipe?: unknown }).pipe === 'function'
  ) {
    return null;
  }
  const redacted = redact(parsed);
  const text = JSON.stringify(redacted);
  return text.length > MAX_BODY_CHARS ? { omitted: `${text.length} characters` } : redacted;
}

type LogRow = typeof apiLogs.$inferInsert;

/**
 * Records every API call but the health check's, the documentation's and the metrics' answered
 * scrapes (machines polling, not calls anyone looks up). Rows are buffered and written in batches off the request path, so a
 * busy API does one insert per batch rather than one per request.
 */
export function registerApiLog(
  app: FastifyInstance,
  db: Db,
  apiPrefix: string,
  options = { batchSize: 200, flushMs: 1000 },
) {
  let buffer: LogRow[] = [];
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    if (buffer.length === 0) return flushing;
    const rows = buffer;
    buffer = [];
    flushing = flushing.then(() => write(rows));
    return flushing;
  };
  /** One insert per batch; a refused batch is written row by row, so one bad row loses itself only. */
  const write = async (rows: LogRow[]) => {
    try {
      await db.insert(apiLogs).values(rows);
      return;
    } catch (err) {
      if (rows.length === 1) {
        app.log.error({ err, path: rows[0].path }, 'api log write failed');
        return;
      }
    }
    for (const row of rows) await write([row]);
  };
  const timer = setInterval(() => void flush(), options.flushMs);
  timer.unref();

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    if (
      !path.startsWith(`${apiPrefix}/`) ||
      path.startsWith(`${apiPrefix}/docs`) ||
      path === `${apiPrefix}/health` ||
      // A scraper's reading of the metrics, every 15 s; a refused attempt is kept.
      (path === `${apiPrefix}/metrics` && reply.statusCode === 200)
    ) {
      return payload;
    }
    // Every text cut to its column and made storable: the log keeps whatever call it is given
    // (a method such as UNSUBSCRIBE is longer than any the API answers).
    buffer.push({
      method: column(request.method, 8)!,
      path: column(path, 512)!,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      userId: request.auth?.userId ?? null,
      userEmail: column(request.auth?.email, 256),
      entityCode: column(request.company?.entityCode, 32),
      ip: column(request.ip, 64),
      requestBody: bodyOf(request.body),
      responseBody: bodyOf(payload),
    });
    if (buffer.length >= options.batchSize) void flush();
    return payload;
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return { flush };
}
