import { chromium } from 'playwright-core';
const base = 'http://localhost:8093/store/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[390, 844], [1366, 900]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const [name, path] of [['home', ''], ['dest', 'destination/JP'], ['region', 'region/europe'], ['devices', 'devices'], ['hk', 'WEB-HK/']]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    if (name === 'dest') {
      const boxes = page.getByRole('checkbox');
      await boxes.nth(0).check(); await boxes.nth(1).check();
      await page.getByRole('button', { name: /^Compare/ }).click();
    }
    await page.screenshot({ path: `/tmp/s-${name}-${w}.png`, fullPage: false });
    const over = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(w, name, await page.title(), 'overflow', over, errors.splice(0));
  }
  await page.close();
}
await browser.close();
