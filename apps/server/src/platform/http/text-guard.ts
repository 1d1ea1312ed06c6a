import type { FastifyInstance } from 'fastify';
import { AppError, fieldErrorCollector } from './errors.js';

/**
 * Characters PostgreSQL cannot store, so a query holding one fails inside the database (a 500) or
 * a jsonb row (the API log) is refused: U+0000, and a UTF-16 surrogate without its pair (JSON's
 * "\ud800" parses to one; it is no character of UTF-8 at all).
 */
export const UNSTORABLE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- NUL is the very character refused
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text holds a character PostgreSQL cannot store (NUL, a lone surrogate). */
export const hasUnstorableCharacter = (text: string) => UNSTORABLE_CHARACTER.test(text);

function collectInvalid(value: unknown, path: string, add: (key: string) => void, depth = 0) {
  if (typeof value === 'string') {
    if (hasUnstorableCharacter(value)) add(path);
  } else if (Array.isArray(value)) {
    if (depth < 64)
      value.forEach((v, i) => collectInvalid(v, path ? `${path}.${i}` : String(i), add, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    if (depth < 64) {
      for (const [key, v] of Object.entries(value)) {
        // A bad key is reported on the object that holds it (the request itself at the top).
        if (hasUnstorableCharacter(key)) add(path);
        collectInvalid(v, path ? `${path}.${key}` : key, add, depth + 1);
      }
    }
  }
}

/**
 * Refuses a NUL character or an unpaired surrogate anywhere in a request's body, query or path
 * parameters with a 400 on the field that holds it, before validation, rather than letting it
 * reach the database. Files (multipart) are checked by their reader.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const collector = fieldErrorCollector();
    let found = false;
    const add = (key: string) => {
      found = true;
      collector.add(key || '_', `${key || 'The request'} contains an invalid character`);
    };
    for (const part of [request.params, request.query, request.body]) collectInvalid(part, '', add);
    if (found) throw AppError.validation(collector.errors());
  });
}
