import { expect } from 'vitest';
import { translator } from '../support/store-strings.js';
import { choose, closeMessage, linkFromServerLog, shot } from './blank-support.js';
import type { Account, BlankWorld } from './blank-world.js';

const tr = translator('en');
const CONSUMER = { email: 'amira.hassan@outlook.my', password: 'Amira#Store-2026' };

/**
 * The store consumer's journey on a blank deployment: the platform admin opens a web store for
 * the distributor (a sales platform with its key); a consumer signs up in it on a phone, confirms
 * the e-mail the server printed, finds Iceland, pays by card (sandbox) and gets its eSIM, which
 * its supplier can top up.
 */
export async function consumerBuysInTheStore(world: BlankWorld, admin: Account, secret: string) {
  const page = await world.newPage();
  await world.signIn(page, admin, secret);
  await page.goto(world.url('/setup/wander-platform-new'));
  await page.getByLabel('Platform Code').fill('JALAN');
  await page.getByLabel('Platform Name').fill('Jalan Jalan eSIM Store');
  await choose(page, page.getByLabel('Currency'), 'Malaysian', 'Malaysian Ringgit');
  // Payment Providers takes several: its list stays open after a pick.
  const providers = page.getByLabel('Payment Providers');
  await providers.click();
  await page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${await providers.getAttribute('id')}_list"]`) })
    .locator('.ant-select-item-option')
    .filter({ hasText: 'Stripe' })
    .click();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.locator('.ant-select').filter({ has: providers }).innerText())
    .toContain('Stripe');
  await choose(page, page.getByLabel('Distributor'), 'Jalan', 'Jalan Jalan eSIM Sdn Bhd');
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(page, 'Create successfully!');
  await page.getByText('JALAN', { exact: true }).first().click();
  await expect
    .poll(() => new URL(page.url()).hash, { timeout: 20_000 })
    .toMatch(/wander-platform-(detail|edit)\//);
  if (new URL(page.url()).hash.includes('-detail/')) {
    await page.getByRole('button', { name: 'Edit' }).first().click();
  }
  await page.getByRole('button', { name: 'Issue API Key' }).click();
  await expect.poll(() => page.getByLabel('New API key').inputValue()).toMatch(/^wpk_/);
  await page.context().close();

  const shop = await world.newPage(390);
  const store = (path = '') => `${world.server.baseUrl}store/JALAN/${path}`;
  await shop.goto(store('sign-up'));
  await shop.getByLabel(tr('form.name'), { exact: true }).fill('Amira Hassan');
  await shop.getByLabel(tr('form.email'), { exact: true }).fill(CONSUMER.email);
  await shop.getByLabel(tr('form.password'), { exact: true }).fill(CONSUMER.password);
  await shop.getByRole('button', { name: tr('signUp.submit') }).click();
  await expect
    .poll(() => shop.getByRole('heading', { name: tr('esims.title') }).isVisible())
    .toBe(true);
  const confirm = await linkFromServerLog(
    world.server.logFile,
    CONSUMER.email,
    /store\/JALAN\/(confirm-email\?[^\s]+)/,
  );
  await shop.goto(store(confirm));
  await expect
    .poll(() => shop.getByRole('heading', { name: tr('confirm.done') }).isVisible())
    .toBe(true);
  await shop.getByRole('link', { name: tr('confirm.shop') }).click();

  await shop.getByLabel(tr('home.searchLabel')).fill('Iceland');
  await shop.getByRole('link', { name: 'Iceland', exact: true }).click();
  const plan = shop.locator('ul.plans > li').filter({ hasText: '5GB' }).first();
  await expect.poll(() => plan.count(), { timeout: 20_000 }).toBe(1);
  await shot(shop, 'store-iceland-390');
  await plan.getByRole('heading').getByRole('link').click();
  await shop.getByRole('button', { name: tr('plan.addToCart') }).click();
  await expect.poll(() => shop.locator('#checkout-total').isVisible()).toBe(true);
  await shop.getByRole('button', { name: tr('cart.pay') }).click();
  await shop.waitForURL(/Sandbox\/Checkout/, { timeout: 20_000 });
  await shop.getByRole('button', { name: /^Pay / }).click();
  await shop.waitForURL(/store\/JALAN\/orders\/[\w-]+\?payment=success/, { timeout: 20_000 });
  await expect
    .poll(() => shop.locator('#order-status').innerText(), { timeout: 40_000 })
    .toBe(tr('orders.status.completed'));
  const lpa = await shop.locator('.lpa').first().innerText();
  expect(lpa).toMatch(/^LPA:1\$/);
  await shot(shop, 'store-order-delivered-390');

  // A plan from a supplier that tops up: My eSIMs offers the top-up of this same eSIM.
  await shop.getByRole('link', { name: tr('nav.esims') }).click();
  const card = shop.locator('article.esim').first();
  await expect
    .poll(() => card.getByRole('link', { name: tr('esims.topUp'), exact: true }).count(), {
      timeout: 20_000,
    })
    .toBe(1);
  await shop.context().close();
}
