/**
 * Screenshots of each role's dashboard (docs/screenshots/dashboard-<role>.png), 30 days, from a
 * running portal with the demo world: node --import tsx scripts/dashboard-screenshots.ts [baseUrl]
 */
import path from 'node:path';
import { launchBrowser } from '../e2e/support/chromium.js';
import { demoCode } from '../e2e/support/totp.js';

const base = process.argv[2] ?? 'http://127.0.0.1:8080/';
const ROLES: [string, string][] = [
  ['platform-admin', 'admin@wander.demo'],
  ['distributor', 'distributor@wander.demo'],
  // The agent with the demo customer (Arjun, the top of the tree, has only a downline's sales).
  ['agent', 'meiling.tan@agents.demo'],
  ['customer', 'customer@wander.demo'],
];

const browser = await launchBrowser();
for (const [role, email] of ROLES) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${base}#/sign-in`);
  await page.locator('input[type=email], #email').first().fill(email);
  await page.locator('input[type=password]').first().fill('Wander#2026');
  const login = page.getByRole('button', { name: /sign in|login/i }).first();
  await login.click();
  const code = demoCode(email);
  if (code) {
    // The demo admin has a second factor: the screen asks for the code after the password.
    await page.getByLabel('Authentication Code', { exact: true }).fill(code);
    await login.click();
  }
  await page.waitForURL((url) => !url.hash.startsWith('#/sign-in'), { timeout: 30_000 });
  await page.goto(`${base}#/?period=30d`);
  await page.locator('.dash-grid').waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const file = path.resolve('docs/screenshots', `dashboard-${role}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
  await context.close();
}
await browser.close();
