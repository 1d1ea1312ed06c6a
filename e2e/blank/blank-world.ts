import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../support/chromium.js';
import { startBlankServer } from '../support/server.js';
import { totp } from '../support/totp.js';

/** Someone who signs in to the back office (a second factor when `secret` is set). */
export interface Account {
  email: string;
  password: string;
}

/**
 * The blank deployment the lane's journeys share, in order: one server started without the demo
 * world, one Chromium, and the accounts the journeys make on the way.
 */
export interface BlankWorld {
  server: Awaited<ReturnType<typeof startBlankServer>>;
  browser: Browser;
  /** A back-office hash route on this server. */
  url(route: string): string;
  /** A page in a fresh context (no stored session), 1366 px wide unless `width` says. */
  newPage(width?: number): Promise<Page>;
  signIn(page: Page, who: Account, secret?: string): Promise<void>;
  /** Screenshots of every page still open (artifacts/blank-failed-<name>-<n>.png). */
  snapOpenPages(name: string): Promise<void>;
}

export async function openBlankWorld(): Promise<BlankWorld> {
  const server = await startBlankServer();
  const browser = await launchBrowser();
  const url = (route: string) => `${server.baseUrl}#${route}`;
  const open = new Set<Page>();
  return {
    server,
    browser,
    url,
    async newPage(width = 1366) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      context.setDefaultTimeout(20_000);
      const page = await context.newPage();
      open.add(page);
      page.on('close', () => open.delete(page));
      return page;
    },
    async signIn(page, who, secret) {
      await page.goto(url('/sign-in'));
      await page.getByLabel('Email', { exact: true }).fill(who.email);
      await page.getByLabel('Password', { exact: true }).fill(who.password);
      await page.getByRole('button', { name: 'Login Now' }).click();
      if (secret) {
        await page.getByLabel('Authentication Code').fill(totp(secret));
        await page.getByRole('button', { name: 'Login Now' }).click();
      }
      await expect.poll(() => new URL(page.url()).hash, { timeout: 30_000 }).not.toMatch(/sign-in/);
    },
    async snapOpenPages(name) {
      let n = 0;
      for (const page of open) {
        const file = `artifacts/blank-failed-${name.replace(/\W+/g, '-').slice(0, 60)}-${++n}.png`;
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
      }
    },
  };
}

export async function closeBlankWorld(world: BlankWorld | undefined): Promise<void> {
  await world?.browser.close();
  await world?.server.stop();
}
