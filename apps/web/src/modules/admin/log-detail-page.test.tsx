import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { formatJson, LogDetailPage } from './log-detail-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('log detail page', () => {
  it('shows the call, who made it and its bodies as indented JSON', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockApi((call) =>
      call.path === 'admin/ApiLogs/log-1'
        ? ok({
            id: 'log-1',
            createdAt: '2026-11-20T08:00:00.000Z',
            method: 'POST',
            path: '/api/network/Currency',
            statusCode: 409,
            durationMs: 12,
            userEmail: 'admin@wander.demo',
            entityCode: 'WANDER',
            ip: '127.0.0.1',
            requestBody: '{"currencyCode":"MYR","password":"[redacted]"}',
            responseBody: { statusCode: 409, message: 'This record already exists' },
          })
        : undefined,
    );
    await renderAt(<LogDetailPage />, {
      path: '/admin/log-detail/log-1',
      pattern: '/admin/log-detail/:id',
    });
    expect(await screen.findByText('/api/network/Currency')).toBeTruthy();
    expect(calls[0]?.path).toBe('admin/ApiLogs/log-1');
    for (const text of ['POST', '409', 'admin@wander.demo', 'WANDER', '12 ms', '127.0.0.1'])
      expect(screen.getByText(text)).toBeTruthy();
    const blocks = [...document.querySelectorAll('pre.json-block')].map((p) => p.textContent);
    expect(blocks[0]).toBe('{\n  "currencyCode": "MYR",\n  "password": "[redacted]"\n}');
    expect(blocks[1]).toContain('"message": "This record already exists"');
  });

  it('says so when the log does not exist', async () => {
    signInAs(demoProfiles.admin);
    mockApi(() => undefined);
    await renderAt(<LogDetailPage />, {
      path: '/admin/log-detail/nope',
      pattern: '/admin/log-detail/:id',
    });
    expect(await screen.findByText('Not found')).toBeTruthy();
  });

  it('formats bodies: empty, JSON text, plain text and objects', () => {
    expect(formatJson(null)).toBe('(empty)');
    expect(formatJson('')).toBe('(empty)');
    expect(formatJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(formatJson('not json')).toBe('not json');
    expect(formatJson({ b: [1] })).toBe('{\n  "b": [\n    1\n  ]\n}');
  });
});
