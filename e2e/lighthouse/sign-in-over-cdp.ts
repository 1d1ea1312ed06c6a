import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Wander#2026';

/**
 * Signs `email` in inside the Chrome that chrome-launcher started (on `port`), through the sign-in
 * page with "remember me" (the session then lives in local storage and a cookie, which Lighthouse
 * keeps with `disableStorageReset`). Then it drops what a first visit would not have: the HTTP
 * cache and the origin's caches, so each audit still loads the app cold. Playwright only drives the
 * sign-in over CDP and disconnects; Lighthouse runs alone afterwards.
 */
/** A signed-in user: the app's address and the access token (to look up a page's row). */
export interface SignedIn {
  baseUrl: string;
  token: string;
  /** The working company (X-Company-Code), if the user has one. */
  company: string | null;
}

export async function signInOverCdp(
  port: number,
  baseUrl: string,
  email: string,
): Promise<SignedIn> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}#/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.getByRole('checkbox', { name: /remember me/i }).check();
    await page.getByRole('button', { name: 'Login Now' }).click();
    await page.waitForFunction(() => !location.hash.startsWith('#/sign-in'), undefined, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const [token, company] = await page.evaluate(() => [
      localStorage.getItem('wander.accessToken'),
      localStorage.getItem('wander.companyCode'),
    ]);
    if (!token) throw new Error(`Lighthouse: the sign-in of ${email} left no session`);
    await dropCaches(context, page, {
      origin: new URL(baseUrl).origin,
      storageTypes: 'cache_storage,service_workers,indexeddb,file_systems,shader_cache',
    });
    // Lighthouse opens its own tab; this one goes so it does not run beside the audit.
    await page.goto('about:blank');
    await page.close();
    return { baseUrl, token, company };
  } finally {
    // A connectOverCDP browser: close() drops the connection, the launched Chrome stays up.
    await browser.close();
  }
}

/**
 * Drops the HTTP cache (and the origin's caches) of the Chrome on `port`, keeping cookies and local
 * storage: before every audit of a signed-in page, so that page loads cold as a first visit would
 * (Lighthouse's own reset, turned off to keep the session, would have done it).
 */
export async function clearHttpCache(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await dropCaches(context, page, {
      origin: new URL(baseUrl).origin,
      storageTypes: 'cache_storage,service_workers,shader_cache',
    });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Clears the browser's HTTP cache over CDP from `page`, and the origin's storages named (cookies
 * and local storage stay unless named): what every sign-in and audit here starts cold with.
 */
export async function dropCaches(
  context: BrowserContext,
  page: Page,
  origin?: { origin: string; storageTypes: string },
): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  if (origin) await cdp.send('Storage.clearDataForOrigin', origin);
  await cdp.detach();
}
