import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { messages } from '@wander/contract';
import { AppError } from '../platform/http/errors.js';

interface PgError {
  code?: string;
  constraint?: string;
}

/** The PostgreSQL error under a driver's wrapping (code, constraint), if it is one. */
export function pgErrorOf(error: unknown): PgError | undefined {
  for (
    let e = error as { cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    const code = (e as PgError).code;
    if (typeof code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(code)) return e as PgError;
  }
  return undefined;
}

/**
 * Maps database constraint violations to the contract's answers: a unique violation is a 409 with
 * a field error on the column of that index, a still-referenced row is a 409 with a clear message,
 * and a write pointing at a row that does not exist (or is another company's) is a 400 on that field.
 */
export function translateDbError(
  error: unknown,
  table: PgTable,
  labels: Record<string, string>,
  operation: 'write' | 'delete' = 'write',
): never {
  const pgError = pgErrorOf(error);
  if (pgError?.code === '23505') {
    const config = getTableConfig(table);
    const index = config.indexes.find((i) => i.config.name === pgError.constraint);
    // The field is the key's first column other than the company's (a tenant key leads with it).
    const columns = (index?.config.columns ?? []) as { name?: string }[];
    const first = columns.find((c) => c.name !== 'entity_code') ?? columns[0];
    const key = Object.entries(table).find(
      ([, col]) => (col as { name?: string })?.name === first?.name,
    )?.[0];
    const field = key ?? 'id';
    throw new AppError('CONFLICT', 'This record already exists', {
      [field]: [`${labels[field] ?? field} already exists`],
    });
  }
  if (pgError?.code === '23503' && operation === 'write') {
    const fk = getTableConfig(table).foreignKeys.find((f) => f.getName() === pgError.constraint);
    const names = fk?.reference().columns.map((c) => c.name) ?? [];
    // The field the form knows (a composite key also carries the company column).
    const key = Object.entries(table).find(
      ([k, col]) => names.includes((col as { name?: string })?.name ?? '') && labels[k],
    )?.[0];
    if (key) throw AppError.validation({ [key]: [messages.invalidOption(labels[key])] });
  }
  // 23001: an ON DELETE RESTRICT reference, 23503: any other reference still pointing at the row.
  if (pgError?.code === '23503' || pgError?.code === '23001') {
    throw new AppError('CONFLICT', 'This record is used by other records and cannot be deleted');
  }
  throw error;
}
