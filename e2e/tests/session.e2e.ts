import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  expectHash,
  expectTabs,
  loginButton,
  openUserMenu,
  settle,
  signInAs,
  walletBalanceLine,
} from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

interface ApiCall {
  method: string;
  path: string;
  status: number;
  authorization: string | undefined;
  body: string | null;
  at: number;
}

function recordApiCalls(page: Page): ApiCall[] {
  const calls: ApiCall[] = [];
  page.on('response', (res: Response) => {
    const url = new URL(res.url());
    if (!url.pathname.includes('/api/')) return;
    const req = res.request();
    calls.push({
      method: req.method(),
      path: url.pathname + url.search,
      status: res.status(),
      authorization: req.headers()['authorization'],
      body: req.postData(),
      at: Date.now(),
    });
  });
  return calls;
}

const isRefresh = (c: ApiCall) =>
  c.method === 'POST' &&
  c.path.endsWith('/api/token') &&
  /grant_type=refresh_token/.test(c.body ?? '');

describe('session', () => {
  it('Signout from the user menu goes to #/sign-in, and a reload stays signed out', async () => {
    const { page } = t;
    await signInAs(page, DEMO.admin);
    await expectHash(page, '#/');
    await expectTabs(page, ['Dashboard', 'Admin', 'General', 'Setup', 'Order']);

    const signout = await openUserMenu(page);
    await signout.click();
    await expectHash(page, '#/sign-in');
    expect(await loginButton(page).isVisible()).toBe(true);

    await page.reload();
    await settle(page);
    expect(new URL(page.url()).hash).toBe('#/sign-in');
    expect(await loginButton(page).isVisible()).toBe(true);
    // Still signed out: a signed-in route sends the visitor back to sign-in.
    await page.goto(appUrl('/'));
    await expectHash(page, '#/sign-in');
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].some(
        (s) => s.getItem('wander.accessToken') !== null || s.getItem('wander.auth') !== null,
      ),
    );
    expect(stored).toBe(false);
  });

  it('on a 401 the client refreshes once, stores the new token and repeats the request', async () => {
    const { page } = t;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    await expect.poll(() => walletBalanceLine(page).isVisible()).toBe(true);

    // Replace the stored access token with one the server refuses: a JWT with a broken signature
    // (its expiry still looks valid, so only the server's 401 can trigger the refresh).
    const replaced = await page.evaluate(() => {
      const spoil = (token: string) => {
        const parts = token.split('.');
        return parts.length === 3 ? `${parts[0]}.${parts[1]}.AAAA${parts[2].slice(4)}x` : 'garbage';
      };
      const rewrite = (value: unknown): [unknown, number] => {
        if (Array.isArray(value)) {
          let n = 0;
          const out = value.map((v) => {
            const [o, c] = rewrite(v);
            n += c;
            return o;
          });
          return [out, n];
        }
        if (value && typeof value === 'object') {
          let n = 0;
          const out: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(value)) {
            if (/^access_?token$/i.test(k) && typeof v === 'string') {
              out[k] = spoil(v);
              n += 1;
            } else {
              const [o, c] = rewrite(v);
              out[k] = o;
              n += c;
            }
          }
          return [out, n];
        }
        return [value, 0];
      };
      let count = 0;
      const spoilt: string[] = [];
      for (const store of [localStorage, sessionStorage]) {
        const direct = store.getItem('wander.accessToken');
        if (direct !== null) {
          const raw = direct.startsWith('"') ? (JSON.parse(direct) as string) : direct;
          const bad = spoil(raw);
          store.setItem('wander.accessToken', direct.startsWith('"') ? JSON.stringify(bad) : bad);
          spoilt.push(bad);
          count += 1;
        }
        const auth = store.getItem('wander.auth');
        if (auth !== null) {
          try {
            const [out, n] = rewrite(JSON.parse(auth));
            store.setItem('wander.auth', JSON.stringify(out));
            count += n;
          } catch {
            /* not JSON: leave it */
          }
        }
      }
      const keys = [...Object.keys(localStorage), ...Object.keys(sessionStorage)];
      return { count, keys };
    });
    expect(replaced.count, `stored keys: ${replaced.keys.join(', ')}`).toBeGreaterThan(0);

    const calls = recordApiCalls(page);
    const refreshed = page.waitForResponse(
      (r) =>
        /\/api\/token$/.test(new URL(r.url()).pathname) &&
        /grant_type=refresh_token/.test(r.request().postData() ?? ''),
      { timeout: 20_000 },
    );
    await page.reload();
    expect((await refreshed).status()).toBe(200);

    // Signed-in data still loads and the user stays where they were.
    await expect.poll(() => walletBalanceLine(page).isVisible()).toBe(true);
    await expectHash(page, '#/purchase-order-list');
    await expectTabs(page, ['Order', 'Wallet', 'Invoices', 'Usage Report']);

    const refreshes = calls.filter(isRefresh);
    expect(refreshes).toHaveLength(1);
    const refreshAt = refreshes[0].at;
    // Every refused call, page views included, is repeated once after the single refresh.
    const refused = calls.filter((c) => c.status === 401 && !c.path.endsWith('/api/token'));
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      const retried = calls.find(
        (c) =>
          c.at >= refreshAt &&
          c.method === r.method &&
          c.path === r.path &&
          c.status === 200 &&
          c.authorization !== r.authorization,
      );
      expect(retried, `${r.method} ${r.path} repeated after the refresh`).toBeDefined();
    }

    // The new access token was stored: a further reload needs no refresh.
    const before = calls.length;
    await page.reload();
    await expect.poll(() => walletBalanceLine(page).isVisible()).toBe(true);
    await settle(page);
    const after = calls.slice(before);
    expect(after.filter(isRefresh)).toHaveLength(0);
    expect(after.filter((c) => c.status === 401)).toHaveLength(0);
  });
});

describe('routing', () => {
  it('an unknown route redirects to #/', async () => {
    const { page } = t;
    await signInAs(page, DEMO.admin);
    await expectHash(page, '#/');
    await page.goto(appUrl('/nope'));
    await expectHash(page, '#/');
    await expectTabs(page, ['Dashboard', 'Admin', 'General', 'Setup', 'Order']);
  });

  it('a signed-out visit to #/wallet goes to #/sign-in and returns there after sign-in', async () => {
    const { page } = t;
    await page.goto(appUrl('/wallet'));
    await expectHash(page, '#/sign-in');
    await signInAs(page, DEMO.admin);
    await expectHash(page, '#/wallet');
  });
});
