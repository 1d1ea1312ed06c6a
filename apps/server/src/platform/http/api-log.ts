import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { apiLogs } from '../../db/schema/index.js';

const SECRET_KEY = /pass(word)?|token|secret|authorization|api[-_]?key|card|cvc|cvv|otp|recovery/i;
const MAX_BODY_CHARS = 8_000;

/** A copy of a body with every secret-looking field replaced, and long bodies cut. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 6) return '[…]';
  // PostgreSQL's jsonb cannot hold U+0000 (the text guard refuses such a request, and the log
  // still records it): kept as U+FFFD, the replacement character.
  if (typeof value === 'string') return value.replaceAll('\u0000', '\uFFFD');
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
 * Records every API call. Rows are buffered and written in batches off the request path, so a
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
      path === `${apiPrefix}/health`
    ) {
      return payload;
    }
    buffer.push({
      method: request.method,
      path: path.slice(0, 512),
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
      userId: request.auth?.userId ?? null,
      userEmail: request.auth?.email ?? null,
      entityCode: request.company?.entityCode ?? null,
      ip: request.ip,
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
