/**
 * Whether an error says the database connection went away (a restart, a failover, a network
 * cut) rather than that a statement was wrong: PostgreSQL's classes 08 (connection exception)
 * and 57P (operator intervention: shut down, crashed, starting up), node-postgres's own
 * "Connection terminated" errors, and the socket's refusals and resets.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (/^(08|57P)/.test(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code)) return true;
  }
  return /^Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/.test(
    error.message,
  );
}
