import { chromium } from 'playwright-core';
import { DEMO_PASSWORD, dropCaches } from './sign-in-over-cdp.js';

/** The demo world's store consumer (seed-consumers.ts): it has orders and eSIMs on WEB-MY. */
export const STORE_CONSUMER = 'arthur.laurent0@example.com';

/**
 * Signs the demo store consumer in on the React store (issue 28) inside the Chrome Lighthouse
 * drives, and puts a Japan plan in its cart, so My eSIMs and the checkout are audited as a buyer
 * sees them. Clears the HTTP cache after: each audit still loads the store cold.
 */
export async function storeSignInOverCdp(port: number, baseUrl: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}store/sign-in`);
    await page.getByLabel('Email', { exact: true }).fill(STORE_CONSUMER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'My eSIMs' }).waitFor({ timeout: 30_000 });
    await page.goto(`${baseUrl}store/destination/JP`);
    await page.locator('ul.plans > li').filter({ hasNotText: 'Out of stock' }).first().waitFor();
    await page
      .locator('ul.plans > li')
      .filter({ hasNotText: 'Out of stock' })
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.locator('#checkout-total').waitFor({ timeout: 30_000 });
    await dropCaches(context, page);
    await page.goto('about:blank');
    await page.close();
  } finally {
    await browser.close();
  }
}
