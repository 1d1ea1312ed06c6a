import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchBrowser } from './chromium.js';

const artifactsDir = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../artifacts');

/** This worker's server: each worker (VITEST_POOL_ID 1, 2, ...) has one of its own. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID || 1) - 1) % urls.length];
}

/** The app URL for a hash route, e.g. appUrl('/sign-in') -> http://host:port/#/sign-in */
export function appUrl(route: string): string {
  return `${baseUrl()}#${route.startsWith('/') ? route : `/${route}`}`;
}

export interface PageHandle {
  /** The current test's page (a fresh browser context per test: no shared storage). */
  readonly page: Page;
  readonly context: BrowserContext;
}

function safeName(name: string): string {
  return name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 120);
}

/**
 * Registers the hooks of a file: one browser per file, a fresh context and page per test, and on
 * failure a full-page screenshot plus the page's console errors in e2e/artifacts/.
 */
export function usePage(): PageHandle {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let consoleLines: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('browser not launched');
    context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    context.setDefaultTimeout(15_000);
    page = await context.newPage();
    consoleLines = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') {
        consoleLines.push(`[${msg.type()}] ${msg.text()}`);
      }
    });
    page.on('pageerror', (err) => consoleLines.push(`[pageerror] ${err.message}`));
  });
  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && page && !page.isClosed()) {
        fs.mkdirSync(artifactsDir, { recursive: true });
        const base = path.join(artifactsDir, safeName(`${task.file?.name ?? ''}-${task.name}`));
        await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => undefined);
        fs.writeFileSync(`${base}.log`, `${page.url()}\n${consoleLines.join('\n')}\n`);
      }
    } finally {
      await context?.close();
      context = undefined;
      page = undefined;
    }
  });

  return {
    get page(): Page {
      if (!page) throw new Error('no page: usePage() hooks have not run');
      return page;
    },
    get context(): BrowserContext {
      if (!context) throw new Error('no context: usePage() hooks have not run');
      return context;
    },
  };
}
