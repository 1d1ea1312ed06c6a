import type { FastifyInstance } from 'fastify';
import { AppError, fieldErrorCollector } from './errors.js';

/** PostgreSQL text cannot hold U+0000: a query with one fails inside the database (a 500). */
const NUL = '\u0000';

function collectNul(value: unknown, path: string, add: (key: string) => void, depth = 0) {
  if (typeof value === 'string') {
    if (value.includes(NUL)) add(path);
  } else if (Array.isArray(value)) {
    if (depth < 64)
      value.forEach((v, i) => collectNul(v, path ? `${path}.${i}` : String(i), add, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    if (depth < 64) {
      for (const [key, v] of Object.entries(value)) {
        if (key.includes(NUL)) add(path || '_');
        collectNul(v, path ? `${path}.${key}` : key, add, depth + 1);
      }
    }
  }
}

/**
 * Refuses a NUL character anywhere in a request's body, query or path parameters with a 400 on
 * the field that holds it, before validation, rather than letting it reach the database. Files
 * (multipart) are checked by their reader.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const collector = fieldErrorCollector();
    let found = false;
    const add = (key: string) => {
      found = true;
      collector.add(key || '_', `${key || 'The request'} contains an invalid character`);
    };
    for (const part of [request.params, request.query, request.body]) collectNul(part, '', add);
    if (found) throw AppError.validation(collector.errors());
  });
}
