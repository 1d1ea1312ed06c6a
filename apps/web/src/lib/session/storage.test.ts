import { Cookies } from './cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenResponse } from '@wander/contract';
import { demoProfiles } from '../../testing/demo-profiles';
import { getSession, logout, sessionActions } from './session';
import {
  AUTH_COOKIE,
  loadAuth,
  loadProfile,
  loadWorkingCompany,
  saveAuth,
  StorageKey,
} from './storage';

const token: TokenResponse = {
  access_token: 'access',
  refresh_token: 'refresh',
  token_type: 'Bearer',
  expires_in: 900,
  scope: 'openid',
};

let fetched: { url: string; init: RequestInit }[];
beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      fetched.push({ url: String(url), init });
      return new Response('{"statusCode":0,"message":null,"data":null}', { status: 200 });
    }),
  );
  localStorage.clear();
  sessionStorage.clear();
  Cookies.remove(AUTH_COOKIE);
  window.location.hash = '#/';
});

describe('auth storage', () => {
  it('keeps a remembered sign-in in local storage with a remember-me cookie', () => {
    saveAuth(token, true);
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('access');
    expect(localStorage.getItem(StorageKey.refreshToken)).toBe('refresh');
    expect(localStorage.getItem(StorageKey.remember)).toBe('true');
    expect(sessionStorage.getItem(StorageKey.accessToken)).toBeNull();
    const cookie = JSON.parse(Cookies.get(AUTH_COOKIE) ?? '{}') as Record<string, unknown>;
    expect(cookie.refreshToken).toBe('refresh');
    expect(cookie.accessToken).toBeUndefined();
    expect(loadAuth()?.accessToken).toBe('access');
  });

  it('keeps a sign-in without Remember Me in session storage and sets no cookie', () => {
    saveAuth(token, false);
    expect(sessionStorage.getItem(StorageKey.accessToken)).toBe('access');
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(loadAuth()?.refreshToken).toBe('refresh');
  });

  it('forgets a remembered sign-in once its cookie has expired', () => {
    saveAuth(token, true);
    Cookies.remove(AUTH_COOKIE);
    expect(loadAuth()).toBeNull();
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });
});

describe('logout', () => {
  it("ends the session on the server with the session's refresh token", () => {
    sessionActions.signedIn(token, false);
    logout();
    expect(fetched).toHaveLength(1);
    expect(fetched[0]!.url).toMatch(/\/api\/token\/revoke$/);
    expect(fetched[0]!.init.method).toBe('POST');
    expect(fetched[0]!.init.keepalive).toBe(true);
    const form = new URLSearchParams(String(fetched[0]!.init.body));
    expect(form.get('token')).toBe('refresh');
    expect(new Headers(fetched[0]!.init.headers).get('X-Api-Key')).toBeTruthy();
  });

  it('calls nothing when nobody is signed in', () => {
    logout();
    expect(fetched).toHaveLength(0);
  });

  it('clears auth, profile and cart everywhere, drops the flag and goes to sign-in', () => {
    sessionActions.signedIn(token, true);
    sessionActions.profileLoaded(demoProfiles.customer);
    sessionActions.companySelected('DIST1', 'Dist');
    localStorage.setItem(StorageKey.cart, '{"products":[]}');
    sessionStorage.setItem(StorageKey.cart, '{"products":[]}');
    sessionStorage.setItem(StorageKey.profile, '{}');
    expect(getSession().isAuthenticated).toBe(true);

    logout();

    expect(getSession().isAuthenticated).toBe(false);
    expect(getSession().profile).toBeNull();
    expect(loadAuth()).toBeNull();
    expect(loadProfile()).toBeNull();
    for (const key of [
      StorageKey.accessToken,
      StorageKey.refreshToken,
      StorageKey.auth,
      StorageKey.cart,
      StorageKey.profile,
    ]) {
      expect(localStorage.getItem(key)).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    }
    expect(Cookies.get(AUTH_COOKIE)).toBeUndefined();
    expect(loadWorkingCompany().code).toBeNull();
    expect(window.location.hash).toBe('#/sign-in');
  });
});
