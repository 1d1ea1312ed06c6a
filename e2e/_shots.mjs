import { chromium } from 'playwright-core';
const base = 'http://localhost:3400/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function session(width, email, steps) {
  const page = await browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
  await page.goto(base + '#/sign-in');
  await page.getByLabel('Email').first().fill(email);
  await page.locator('input[type="password"]').first().fill('Wander#2026');
  await page.getByRole('button', { name: 'Login Now' }).click();
  await page.waitForTimeout(3000);
  for (const [name, hash, after] of steps) {
    await page.goto(base + hash);
    await page.waitForTimeout(3500);
    if (after) await after(page);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
const steps = JSON.parse(process.argv[3] ?? '[]');
for (const width of [1366, 390]) {
  await session(width, process.argv[2], steps.map(([n, h, click]) => [n, h, click ? async (p) => { await p.getByText(new RegExp(click)).first().click(); await p.waitForTimeout(3000); } : null]));
}
await browser.close();
