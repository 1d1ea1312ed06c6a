import { describe, expect, it } from 'vitest';
import { DocumentValidator } from './document-validator.js';
import type { OpenApiDocument } from './openapi-operations.js';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const envelope = {
  type: 'object',
  properties: {
    statusCode: { type: 'number', enum: [0] },
    data: { type: 'string', nullable: true },
  },
  required: ['statusCode', 'data'],
  additionalProperties: false,
};
/** How zod's OpenAPI 3.0 target writes a nullable union: a `nullable` without a `type`. */
const untypedNull = { nullable: true, anyOf: [{ type: 'string' }] };
const node = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    children: { type: 'array', items: { $ref: '#/components/schemas/node' } },
  },
  required: ['code', 'children'],
};
const error = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
  required: ['statusCode', 'message'],
};
const doc: OpenApiDocument = {
  paths: {
    '/api/thing/{id}': {
      get: {
        responses: {
          '200': json(envelope),
          '404': json({ $ref: '#/components/schemas/error' }),
        },
      },
      post: { responses: { '200': { content: { 'application/pdf': { schema: {} } } } } },
    },
    '/api/untyped': {
      get: {
        responses: { '200': json({ type: 'object', properties: { at: untypedNull } }) },
      },
    },
    '/api/tree': { get: { responses: { '200': json({ $ref: '#/components/schemas/node' }) } } },
  },
  components: { schemas: { node, error } },
};
const answer = (
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
) => ({
  status,
  contentType,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('DocumentValidator', () => {
  const validator = new DocumentValidator(doc);

  it('accepts an answer that matches its documented status, media type and schema', () => {
    expect(
      validator.check('GET', '/api/thing/{id}', answer(200, { statusCode: 0, data: null })),
    ).toEqual([]);
    expect(
      validator.check('GET', '/api/thing/{id}', answer(404, { statusCode: 404, message: 'x' })),
    ).toEqual([]);
    expect(
      validator.check('POST', '/api/thing/{id}', answer(200, '%PDF', 'application/pdf')),
    ).toEqual([]);
  });

  it('names an undocumented status, an undocumented media type and a body off its schema', () => {
    expect(validator.check('GET', '/api/thing/{id}', answer(403, {}))).toEqual([
      'status 403 is not documented',
    ]);
    expect(validator.check('POST', '/api/thing/{id}', answer(200, {}))).toEqual([
      "content type 'application/json' of status 200 is not documented",
    ]);
    expect(
      validator.check('GET', '/api/thing/{id}', answer(200, { statusCode: 0, data: 1, extra: 1 })),
    ).toEqual(
      expect.arrayContaining([
        expect.stringContaining('additional'),
        expect.stringContaining('/data'),
      ]),
    );
  });

  it('refuses a nullable without a type, as OpenAPI 3.0 reads it, instead of letting null pass', () => {
    const problems = validator.check('GET', '/api/untyped', answer(200, { at: null }));
    expect(problems).toEqual([expect.stringContaining('"nullable" cannot be used without "type"')]);
  });

  it("follows a recursive answer's reference to the document's components", () => {
    const tree = (code: unknown) => answer(200, { code: 'A', children: [{ code, children: [] }] });
    expect(validator.check('GET', '/api/tree', tree('B'))).toEqual([]);
    expect(validator.check('GET', '/api/tree', tree(1))).toHaveLength(1);
  });
});
