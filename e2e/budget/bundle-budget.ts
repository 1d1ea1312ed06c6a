// Bundle budget of the web app, measured the way a browser loads it: for every route, a fresh
// Chromium context (cold cache) opens the route and waits until the network is idle; every script
// it fetched (modules, preloads, workers) is summed, each gzipped at level 9 (as the build's .gz
// copies that the server sends). Budgets:
//   sign-in (the signed-out entry and #/sign-in): <= 170 KiB (issue 11)
//   every other route:                           <= 315 KiB (issue 11: 300, then the shared-chunk
//     inlining of Rolldown added its init calls; docs/architecture.md, "Budget")
//   every page of the React store (store/...):    <= 120 KiB (issue 28)
//   the customer's and the agent's pages, the dashboard (light-routes.ts): <= 220 KiB (issue 30)
// Usage: npm run budget [-- --json out.json] [-- --files] (--files lists each route's scripts,
// gzipped; BUDGET_BASE_URL targets a running app; otherwise the built app is started on a fresh
// embedded database with the demo world; BUDGET_ONLY=<regex> measures only the routes whose hash
// matches; BUDGET_PARALLEL routes at a time, 4 by default; BUDGET_TIMES=1 prints each route's time;
// E2E_SEEDED_TEMPLATE starts the server from a copy of a seeded data directory, e2e/support/server.ts).
import fs from 'node:fs';
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser } from '../support/chromium.js';
import { startServer } from '../support/server.js';
import { demoCode } from '../support/totp.js';
import { budgetRoutes, type BudgetRoute } from './budget-routes.js';

const KiB = 1024;
export const SIGN_IN_BUDGET = 170 * KiB;
export const ROUTE_BUDGET = 315 * KiB;
const ADMIN = 'admin@wander.demo';
const PASSWORD = 'Wander#2026';
// Each route waits for two quiet network moments (about 1.4 s doing nothing): four at a time keep
// both cores busy.
const PARALLEL = Number(process.env.BUDGET_PARALLEL || 4);

interface Measured extends BudgetRoute {
  bytes: number;
  files: number;
  budget: number;
  /** Every script fetched, gzipped bytes (largest first). */
  scripts: { file: string; bytes: number }[];
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the page (remember me: local storage and cookie), for every later context. */
async function signedInState(browser: Browser, baseUrl: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}#/sign-in`);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /remember me/i }).check();
  await page.getByRole('button', { name: 'Login Now' }).click();
  // The demo admin has a second factor: the screen asks for the code after the password.
  await page.getByLabel('Authentication Code', { exact: true }).fill(demoCode(ADMIN)!);
  await page.getByRole('button', { name: 'Login Now' }).click();
  await page.waitForFunction(() => !location.hash.startsWith('#/sign-in'), undefined, {
    timeout: 30_000,
  });
  await page.waitForLoadState('networkidle');
  const state = await context.storageState();
  await context.close();
  return state;
}

const isScript = (url: string) => /\.m?js(\?|$)/.test(new URL(url).pathname);

/**
 * Gzipped size per script URL: the build's file names carry a content hash, so a file compressed
 * once (level 9 is the slow part of measuring) has that size on every route that loads it.
 */
const gzipped = new Map<string, Promise<number>>();
function gzippedSize(url: string, body: () => Promise<Buffer>): Promise<number> {
  let size = gzipped.get(url);
  if (!size) {
    size = body().then(
      (buffer) => zlib.gzipSync(buffer, { level: 9 }).length,
      () => {
        gzipped.delete(url); // measured again by the next route that loads it
        return 0;
      },
    );
    gzipped.set(url, size);
  }
  return size;
}

async function measure(
  browser: Browser,
  baseUrl: string,
  route: BudgetRoute,
  state: StorageState,
): Promise<Measured> {
  const context = await browser.newContext(route.signedIn ? { storageState: state } : {});
  const page = await context.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const url = response.url();
    if (!isScript(url) || sizes.has(url)) return;
    sizes.set(
      url,
      gzippedSize(url, () => response.body()),
    );
  });
  const t0 = Date.now();
  await page.goto(`${baseUrl}${route.hash}`);
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  // A lazy chunk requested right after the idle moment still counts.
  await page.waitForTimeout(400);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const scripts = await Promise.all(
    [...sizes].map(async ([url, size]) => ({
      file: new URL(url).pathname.split('/').pop() ?? url,
      bytes: await size,
    })),
  );
  scripts.sort((a, b) => b.bytes - a.bytes);
  const bytes = scripts.reduce((sum, script) => sum + script.bytes, 0);
  await context.close();
  if (process.env.BUDGET_TIMES) console.log(`${route.hash} ${Date.now() - t0} ms`);
  return {
    ...route,
    bytes,
    files: sizes.size,
    budget: route.budget ?? (route.signIn ? SIGN_IN_BUDGET : ROUTE_BUDGET),
    scripts,
  };
}

async function main() {
  const jsonOut = process.argv.includes('--json')
    ? process.argv[process.argv.indexOf('--json') + 1]
    : undefined;
  const external = process.env.BUDGET_BASE_URL;
  const app = external ? undefined : await startServer('budget-server.log');
  const baseUrl = external ? external.replace(/\/?$/, '/') : app!.baseUrl;
  const browser = await launchBrowser();
  const rows: Measured[] = [];
  try {
    const state = await signedInState(browser, baseUrl);
    const only = process.env.BUDGET_ONLY ? new RegExp(process.env.BUDGET_ONLY) : null;
    const queue = budgetRoutes().filter((r) => !only || only.test(r.hash));
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let route = queue.shift(); route; route = queue.shift())
          rows.push(await measure(browser, baseUrl, route, state));
      }),
    );
    // A route over its budget is measured once more, alone: what a page loads lazily can depend
    // on timing (a chunk requested just after the idle moment). A route that is really over is
    // over both times (and fails); the log names the files of both measures.
    for (const [index, row] of rows.entries()) {
      if (row.bytes <= row.budget) continue;
      const again = await measure(browser, baseUrl, row, state);
      console.log(
        `bundle-budget: ${row.hash} measured again alone: ${kib(row.bytes)} KiB, then ${kib(again.bytes)} KiB (${row.files} and ${again.files} files)`,
      );
      const before = new Set(row.scripts.map((s) => s.file));
      const after = new Set(again.scripts.map((s) => s.file));
      const only = (a: Set<string>, b: Set<string>) => [...a].filter((f) => !b.has(f)).join(', ');
      console.log(
        `  only the first time: ${only(before, after) || '-'}; only the second: ${only(after, before) || '-'}`,
      );
      if (again.bytes < row.bytes) rows[index] = again;
    }
  } finally {
    await browser.close();
    await app?.stop();
  }
  rows.sort((a, b) => Number(b.signIn) - Number(a.signIn) || b.bytes - a.bytes);
  report(rows);
  if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(rows, null, 2));
  const over = rows.filter((r) => r.bytes > r.budget);
  if (over.length > 0) {
    console.error(
      `bundle-budget: ${over.length} route(s) over budget: ${over.map((r) => `${r.hash} ${kib(r.bytes)} KiB > ${r.budget / KiB} KiB`).join('; ')}`,
    );
    process.exit(1);
  }
  console.log(`bundle-budget: ${rows.length} routes within budget (measured in Chromium)`);
}

const kib = (n: number) => (n / KiB).toFixed(1);
const listFiles = process.argv.includes('--files');

function report(rows: Measured[]) {
  const width = Math.max(12, ...rows.map((r) => r.hash.length));
  console.log(`${'route'.padEnd(width)}  ${'KiB gz'.padStart(8)}  budget  files  result`);
  console.log(`${'-'.repeat(width)}  --------  ------  -----  ------`);
  for (const r of rows) {
    console.log(
      `${r.hash.padEnd(width)}  ${kib(r.bytes).padStart(8)}  ${String(r.budget / KiB).padStart(6)}  ${String(r.files).padStart(5)}  ${r.bytes <= r.budget ? 'ok' : 'OVER'}${r.signIn ? '  (sign-in)' : ''}`,
    );
    if (listFiles)
      for (const script of r.scripts)
        console.log(`    ${kib(script.bytes).padStart(8)}  ${script.file}`);
  }
  const largest = rows
    .filter((r) => !r.signIn && !r.budget)
    .reduce<Measured | undefined>((a, b) => (!a || b.bytes > a.bytes ? b : a), undefined);
  if (largest) console.log(`largest signed-in route: ${largest.hash} ${kib(largest.bytes)} KiB`);
}

await main();
