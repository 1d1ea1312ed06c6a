import { describe, expect, it } from 'vitest';
import { replaceAt, valuePaths } from './fuzz-requests.js';
import { fuzzCase } from './fuzz-runner.js';
import type { Operation } from './openapi-operations.js';

const op: Operation = {
  id: 'PUT /api/things/{id}',
  method: 'PUT',
  path: '/api/things/{id}',
  pathParams: [{ name: 'id', schema: { type: 'string', maxLength: 64 } }],
  queryParams: [{ name: 'search', schema: { type: 'string', maxLength: 100 }, required: false }],
  headerParams: [],
  body: {
    type: 'object',
    properties: {
      name: { type: 'string', minLength: 1, maxLength: 50 },
      lines: { type: 'array', items: { type: 'object', properties: { qty: { type: 'integer' } } } },
    },
    required: ['name'],
    additionalProperties: false,
  },
};
const pool = { uuids: ['11111111-1111-4111-8111-111111111111'], codes: ['DIST001'] };

describe('fuzz requests', () => {
  it('makes the same request again from the same seed, operation and case number', () => {
    expect(fuzzCase(op, pool, 42, 7)).toEqual(fuzzCase(op, pool, 42, 7));
    const cases = Array.from({ length: 20 }, (_, i) => JSON.stringify(fuzzCase(op, pool, 42, i)));
    expect(new Set(cases).size).toBeGreaterThan(15);
  });

  it('sends valid bodies, spoiled fields, wrong content types, truncated JSON, forms and 1 MB strings', () => {
    const requests = Array.from({ length: 600 }, (_, i) => fuzzCase(op, pool, 1, i));
    const modes = new Set(requests.map((r) => r.mode.replace(/:.*/, '')));
    for (const mode of [
      'valid',
      'field',
      'extra-keys',
      'shape',
      'content-type',
      'truncated',
      'form',
      'huge',
    ]) {
      expect(modes).toContain(mode);
    }
    expect(requests.some((r) => (r.payload?.length ?? 0) > 1_000_000)).toBe(true);
    expect(
      requests.some((r) => r.url.startsWith('/api/things/11111111-1111-4111-8111-111111111111')),
    ).toBe(true);
    expect(requests.every((r) => !r.url.includes('{id}'))).toBe(true);
  });
});

describe('valuePaths and replaceAt', () => {
  it('reach every nested value and replace one without touching the original', () => {
    const value = { a: [1, { b: 2 }] };
    expect(valuePaths(value)).toEqual([[], ['a'], ['a', 0], ['a', 1], ['a', 1, 'b']]);
    expect(replaceAt(value, ['a', 1, 'b'], null)).toEqual({ a: [1, { b: null }] });
    expect(value).toEqual({ a: [1, { b: 2 }] });
  });
});
