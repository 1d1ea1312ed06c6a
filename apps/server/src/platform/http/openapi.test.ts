import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { documentGaps, gapCounts } from './openapi/document-gaps.js';

interface Response {
  description: string;
  content?: Record<string, { schema: Record<string, unknown> }>;
}
interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, Response>;
  'x-permission'?: string;
  requestBody?: unknown;
}
interface Document {
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> };
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/docs/json' })).json<Document>();
});
afterAll(() => t.close());

const op = (method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
};
const errorSchema = (operation: Operation, status: string) =>
  operation.responses[status]?.content?.['application/json']?.schema;

describe('OpenAPI', () => {
  it('documents every API route at /api/docs/json, with the browsable UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(doc.info.title).toBe('Wander API');
    const documented = Object.keys(doc.paths);
    expect(documented).toContain('/api/token');
    expect(documented).toContain('/api/admin/Profile');
    expect(documented).toContain('/api/product/WanderProductPlan/Search');
    expect(doc.paths['/api/admin/Profile'].put.requestBody).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('leaves no operation without errors or security, no answer without a media type, no untyped null', () => {
    const gaps = documentGaps(doc);
    expect(gaps.operations).toBeGreaterThan(400);
    expect(gapCounts(gaps), JSON.stringify(gaps, null, 1).slice(0, 3000)).toEqual({
      operations: gaps.operations,
      withoutErrors: 0,
      withoutSecurity: 0,
      answersWithoutMediaType: 0,
      untypedNullables: 0,
    });
  });

  it("names each operation's security scheme from the route's declared permission", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'bearer',
      'consumerBearer',
      'metricsToken',
      'platformApiKey',
      'providerSignature',
      'publicApiKey',
    ]);
    expect(op('get', '/api/health').security).toEqual([]);
    expect(op('post', '/api/token').security).toEqual([{ publicApiKey: [] }, { bearer: [] }]);
    expect(op('get', '/api/admin/Profile').security).toEqual([{ bearer: [] }]);
    const search = op('post', '/api/network/Currency/Search');
    expect(search.security).toEqual([{ bearer: [] }]);
    expect(search['x-permission']).toBe('network/Currency View');
    expect(op('post', '/api/store/v1/consumers/sign-in').security).toEqual([
      { platformApiKey: [] },
    ]);
    expect(op('get', '/api/store/v1/me').security).toEqual([
      { platformApiKey: [], consumerBearer: [] },
    ]);
    expect(op('post', '/api/payment/Payment/Webhook/{provider}').security).toEqual([
      { providerSignature: [] },
    ]);
  });

  it('lists the error answers a route can give, each with the shared error body', () => {
    const body = { $ref: '#/components/schemas/ErrorBody' };
    const update = op('put', '/api/network/Currency/{id}');
    for (const status of ['400', '401', '403', '404', '409', '413', '415', '422', '500'])
      expect(errorSchema(update, status), status).toEqual(body);
    const profile = op('get', '/api/admin/Profile');
    expect(Object.keys(profile.responses)).not.toContain('409');
    expect(errorSchema(profile, '401')).toEqual(body);
    expect(Object.keys(op('get', '/api/health').responses).sort()).toEqual([
      '200',
      '400',
      '500',
      '503',
    ]);
    expect(errorSchema(op('post', '/api/token'), '429')).toEqual({
      anyOf: [body, { $ref: '#/components/schemas/OAuthErrorBody' }],
    });
    // A signed-in call that counts wrong codes on the sign-in throttle answers 429 too.
    for (const path of ['/api/admin/TwoFactor/Confirm', '/api/admin/TwoFactor/Disable'])
      expect(errorSchema(op('post', path), '429'), path).toEqual(body);
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      required: ['statusCode', 'code', 'message'],
    });
  });

  it("gives file answers their media types, from the route's declared answer", () => {
    const mediaTypes = (method: string, path: string) =>
      Object.keys(op(method, path).responses['200'].content ?? {});
    expect(mediaTypes('post', '/api/payment/Invoices/CreatePDF/{id}')).toEqual(['application/pdf']);
    expect(mediaTypes('post', '/api/payment/Invoices/ExportExcel')).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(mediaTypes('get', '/api/product/WanderProductPlan/ExportProductVariant/{id}')).toEqual([
      'text/csv',
    ]);
    expect(mediaTypes('get', '/api/files/{id}')).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      'application/pdf',
    ]);
  });
});
