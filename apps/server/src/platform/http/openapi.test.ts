import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe('OpenAPI', () => {
  it('documents every API route at /api/docs/json, with the browsable UI at /api/docs', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('Wander API');
    const documented = Object.keys(doc.paths);
    expect(documented).toContain('/api/token');
    expect(documented).toContain('/api/admin/Profile');
    expect(documented).toContain('/api/product/WanderProductPlan/Search');
    expect(doc.paths['/api/admin/Profile'].put.requestBody).toBeDefined();
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
