import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_WEB_API_KEY, type TokenResponse } from '@wander/contract';
import { refreshSession } from '../session/session';
import { loadAuth, saveAuth, saveWorkingCompany, StorageKey } from '../session/storage';
import { api, apiRequest } from './api-client';
import { ApiError } from './api-error';

const token = (n: number): TokenResponse => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  token_type: 'Bearer',
  expires_in: 900,
  scope: 'openid',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (data: unknown, message: string | null = null) =>
  json(200, { statusCode: 0, message, data });

type Call = { url: string; method: string; headers: Headers; body: string };
let calls: Call[];
let handler: (call: Call) => Response | Promise<Response>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.location.hash = '#/profile';
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url: String(url),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? init.body : '',
      };
      calls.push(call);
      return handler(call);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const isToken = (call: Call) => call.url.endsWith('/api/token');

describe('API client headers and envelope', () => {
  it('sends the public API key when signed out and no company header', async () => {
    saveWorkingCompany('DIST1', 'Dist');
    handler = () => ok({ status: 'up' });
    await api.get('health');
    expect(calls[0].url).toBe(new URL('api/health', document.baseURI).toString());
    expect(calls[0].headers.get('X-Api-Key')).toBe(PUBLIC_WEB_API_KEY);
    expect(calls[0].headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token and the working company when signed in', async () => {
    saveAuth(token(1), false);
    saveWorkingCompany('DIST1', 'Dist');
    handler = () => ok({ walletBalance: 5 });
    await expect(api.get('payment/Wallet/WalletBalance')).resolves.toEqual({ walletBalance: 5 });
    expect(calls[0].headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0].headers.get('X-Company-Code')).toBe('DIST1');
    expect(calls[0].headers.get('X-Api-Key')).toBeNull();
  });

  it('treats a non-zero statusCode in an ok response as an error with the server message', async () => {
    handler = () => json(200, { statusCode: 7, message: 'Plan is locked', data: null });
    await expect(api.get('x')).rejects.toMatchObject({ message: 'Plan is locked' });
  });

  it('returns a file response as a file', async () => {
    handler = () =>
      new Response('a,b', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="usage.csv"',
        },
      });
    const file = await api.file('payment/Invoices/ExportExcel');
    expect(file.fileName).toBe('usage.csv');
    expect(await file.blob.text()).toBe('a,b');
  });

  it('returns the server message with the data', async () => {
    handler = () => ok({ id: '1' }, 'Update successfully!');
    await expect(apiRequest('admin/Profile', { method: 'PUT', body: {} })).resolves.toEqual({
      data: { id: '1' },
      message: 'Update successfully!',
    });
  });

  it('uses the network error message when the request cannot be sent', async () => {
    handler = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(api.get('x')).rejects.toMatchObject({ message: 'Failed to fetch', status: null });
  });
});

describe('401 handling', () => {
  it('makes one refresh exchange for concurrent 401s and retries each call once', async () => {
    saveAuth(token(1), true);
    handler = async (call) => {
      if (isToken(call)) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        return json(200, token(2));
      }
      if (call.headers.get('Authorization') === 'Bearer access-1') {
        return json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'Expired' });
      }
      return ok(call.url.split('/api/')[1]);
    };

    const results = await Promise.all([api.get('a'), api.get('b'), api.get('c')]);

    expect(results).toEqual(['a', 'b', 'c']);
    const tokenCalls = calls.filter(isToken);
    expect(tokenCalls).toHaveLength(1);
    const form = new URLSearchParams(tokenCalls[0].body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-1');
    expect(form.get('client_id')).toBe('wander-web');
    expect(tokenCalls[0].headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls.filter((c) => !isToken(c))).toHaveLength(6);
    expect(loadAuth()?.accessToken).toBe('access-2');
    expect(localStorage.getItem(StorageKey.refreshToken)).toBe('refresh-2');
  });

  it('does not retry a second time when the retried call is refused again', async () => {
    saveAuth(token(1), false);
    handler = (call) =>
      isToken(call) ? json(200, token(2)) : json(401, { statusCode: 401, message: 'No access' });
    await expect(api.get('a')).rejects.toMatchObject({ status: 401, message: 'No access' });
    expect(calls.filter(isToken)).toHaveLength(1);
    expect(calls.filter((c) => !isToken(c))).toHaveLength(2);
  });

  it('clears stored auth and goes to sign-in when the refresh exchange fails', async () => {
    saveAuth(token(1), true);
    refreshSession();
    handler = (call) =>
      isToken(call)
        ? json(400, { error: 'invalid_grant', error_description: 'refresh_token_revoked' })
        : json(401, { statusCode: 401, message: 'Expired' });

    const error = await api.get('a').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Refresh token revoked');
    expect(loadAuth()).toBeNull();
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(window.location.hash).toBe('#/sign-in');
  });

  it('does not try to refresh a signed-out call', async () => {
    handler = () => json(401, { statusCode: 401, message: 'Sign in first' });
    await expect(api.get('a')).rejects.toMatchObject({ message: 'Sign in first' });
    expect(calls.filter(isToken)).toHaveLength(0);
  });
});
