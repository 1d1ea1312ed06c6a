import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.js';
import { registerTextGuard } from './text-guard.js';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  registerTextGuard(app);
  app.post('/things/:id', async () => ({ ok: true }));
  await app.ready();
});
afterAll(() => app.close());

const post = (url: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

describe('text guard', () => {
  it('lets text without a NUL character through', async () => {
    const res = await post('/things/a%20b?q=x', { name: 'Ann', tags: ['é', '🏳️'] });
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers an unpaired surrogate with 400 on the field that holds it, and lets pairs through', async () => {
    // JSON's "\ud800" parses to a lone surrogate: PostgreSQL cannot store it (the API log lost the call).
    const res = await app.inject({
      method: 'POST',
      url: '/things/a',
      headers: { 'content-type': 'application/json' },
      payload:
        '{"name":"a\\ud800","lines":[{"note":"\\udfff b"}],"ok":"\\ud83c\\udff3","k\\udc00":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: ['name contains an invalid character'],
      'lines.0.note': ['lines.0.note contains an invalid character'],
      _: ['The request contains an invalid character'],
    });
  });

  it('answers a NUL character with 400 on the field that holds it, wherever it is', async () => {
    const res = await post('/things/a%00?q=%00', { name: 'a\u0000b', lines: [{ note: '\u0000' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: {
        id: ['id contains an invalid character'],
        name: ['name contains an invalid character'],
        q: ['q contains an invalid character'],
        'lines.0.note': ['lines.0.note contains an invalid character'],
      },
    });
  });
});
