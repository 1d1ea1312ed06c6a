import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { totp } from '../support/totp.js';
import {
  choose,
  closeMessage,
  confirmFromLog,
  orderIcelandPlan,
  registerInvitedCustomer,
  setupLink,
  shot,
} from './blank-support.js';
import { closeBlankWorld, openBlankWorld, type Account, type BlankWorld } from './blank-world.js';
import { agentBringsACustomer } from './blank-agent.js';
import { consumerBuysInTheStore } from './blank-store.js';

/**
 * Issue 37: a real deployment from a blank database (SEED_DEMO=0), end to end in Chromium. Every
 * account here is made in the lane: the first admin from the link the server printed, a
 * distributor that signs up, and a business customer it invites. No seeded row is used.
 */
let world: BlankWorld;
const url = (route: string) => world.url(route);
const newPage = (width?: number) => world.newPage(width);
const signIn = (page: Page, who: Account, secret?: string) => world.signIn(page, who, secret);
const ADMIN = { email: 'nur.aziz@lintas.com.my', password: 'Lintas#Admin-2026' };
const DIST = { email: 'ops@jalanjalan.com.my', password: 'Jalan#Dist-2026' };
const CUSTOMER = { email: 'travel.desk@borneoways.com', password: 'Borneo#Cust-2026' };
let adminSecret = '';

beforeAll(async () => {
  world = await openBlankWorld();
});
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') await world.snapOpenPages(task.name);
});
afterAll(() => closeBlankWorld(world));

describe('a real deployment from a blank database', () => {
  it('the first admin sets Wander up from the link the server printed, with two-factor sign-in', async () => {
    // The setup link is not an e-mail: the server prints it at start while no admin exists.
    const printed = setupLink(world.server.logFile);
    const page = await newPage();
    await page.goto(url('/sign-in'));
    await expect
      .poll(() => page.getByText(/has no administrator yet/).count(), { timeout: 30_000 })
      .toBe(1);
    await page.goto(url(printed));
    await page.getByLabel('Company Name').fill('Lintas Travel Platform Sdn Bhd');
    await choose(page, page.getByLabel('Currency'), 'MYR', /^MYR/);
    await choose(page, page.getByLabel('Country'), 'Malaysia', 'Malaysia');
    await page.getByLabel('First Name').fill('Nur');
    await page.getByLabel('Last Name').fill('Aziz');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByLabel('Confirm Password').fill(ADMIN.password);
    await shot(page, 'first-run');
    await page.getByRole('button', { name: /^Next/ }).click();
    adminSecret = (await page.getByLabel('Setup key').innerText()).trim();
    expect(adminSecret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel('Code').fill(totp(adminSecret));
    await page.getByRole('button', { name: 'Create platform admin' }).click();
    await expect.poll(() => page.getByLabel('Recovery codes').locator('li').count()).toBe(10);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => page.getByText('Wander is set up').count()).toBe(1);

    // The link worked once.
    await page.goto(url(printed));
    await expect.poll(() => page.getByText('Wander is set up already.').count()).toBe(1);

    // Signing in takes the password and a code; the admin lands on the dashboard.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, ADMIN, adminSecret);
    await expect
      .poll(() => page.getByText(/Welcome, Nur/).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await shot(page, 'first-admin-dashboard');

    // No rates source here: the admin types today's US dollar rate, at which the Demo Supplier's
    // costs (it bills in USD) become the distributor's ringgit prices (issue 40).
    await page.goto(url('/general/exchange-rate-new'));
    await choose(page, page.getByLabel('Base Currency'), 'US Dollar', 'US Dollar');
    await choose(page, page.getByLabel('Quote Currency'), 'Malaysian', 'Malaysian Ringgit');
    await page.getByLabel('Rate Date', { exact: true }).fill(new Date().toISOString().slice(0, 10));
    await page.getByLabel('Rate', { exact: true }).fill('4.4123');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeMessage(page, 'Create successfully!');
    await page.context().close();
  });

  it('a distributor signs up, confirms its e-mail from the printed message and sets up its company', async () => {
    const page = await newPage();
    await page.goto(url('/distributor-sign-up'));
    const fill = (label: string, value: string) =>
      page.getByLabel(label, { exact: true }).fill(value);
    await fill('Email', DIST.email);
    await fill('First Name', 'Siti');
    await fill('Last Name', 'Rahman');
    await fill('Password', DIST.password);
    await fill('Confirm Password', DIST.password);
    await page.getByLabel('Country Code').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '+60' }).click();
    await fill('Contact Number', '0377001234');
    await fill('Company Name', 'Jalan Jalan eSIM Sdn Bhd');
    await fill('Register Number', '202501004321');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await closeMessage(page, 'You have registered successfully.');

    await confirmFromLog(world, page, DIST.email);

    await signIn(page, DIST);
    await expect
      .poll(() => new URL(page.url()).hash, { timeout: 30_000 })
      .toContain('/general/company-detail');
    await fill('Address', '12 Jalan Sultan Ismail, Kuala Lumpur');
    await choose(page, page.getByLabel('Default Currency'), 'Malaysian', 'Malaysian Ringgit');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeMessage(page, 'Update successfully!');
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect.poll(() => new URL(page.url()).hash, { timeout: 30_000 }).toBe('#/');
    await shot(page, 'distributor-dashboard');
    await page.context().close();
  });

  it('the distributor connects the Demo Supplier and its packages become plans it sells', async () => {
    const page = await newPage();
    await signIn(page, DIST);
    await page.goto(url('/setup/provider-new'));
    await page.getByLabel('Provider Name').fill('Demo Supplier');
    await choose(page, page.getByLabel('Kind'), 'Demo', 'Demo Supplier');
    await page.getByLabel('Client ID / Access Code').fill('jalan-demo');
    await page.getByLabel('Client Secret / Secret Key').fill('jalan-demo-secret');
    await page.getByLabel('Low Balance Alert').fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeMessage(page, 'Create successfully!');
    await page.getByText('Demo Supplier', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Sync now' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Yes' }).click();
    // The provider's page follows the sync to its end: the distributor reads how it went.
    const outcome = page.locator('.ant-tag').filter({ hasText: /^(Succeeded|Failed)$/ });
    await expect.poll(() => outcome.count(), { timeout: 60_000 }).toBe(1);
    expect(await outcome.innerText()).toBe('Succeeded');
    await expect
      .poll(() => page.getByText(/^\d+ new, \d+ price changes/).count())
      .toBeGreaterThan(0);
    await page.goto(url('/setup/plan-supply'));
    const iceland = page.getByRole('row').filter({ hasText: 'Iceland 5GB 7 Days' });
    await expect.poll(() => iceland.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await iceland.first().innerText()).toContain('From provider');
    await shot(page, 'plan-supply');

    // An imported package waits off sale until the distributor reviews it: it puts this one on sale.
    await page.goto(url('/setup/product-list'));
    await page.getByText('Iceland 5GB 7 Days', { exact: true }).first().click();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const active = page.getByRole('switch', { name: 'Active' });
    await expect.poll(() => active.isChecked()).toBe(false);
    await active.check();
    await page.getByRole('button', { name: 'Save' }).click();
    await closeMessage(page, /successfully/);
    await page.context().close();
  });

  it('the distributor invites a business customer, who registers and has a wallet with Top up', async () => {
    const page = await newPage();
    await signIn(page, DIST);
    await page.goto(url('/invitations'));
    await page.getByLabel('Email', { exact: true }).fill(CUSTOMER.email);
    await page.getByRole('button', { name: 'Invite' }).click();
    await closeMessage(page, 'Invitation sent successfully!');
    await page.context().close();

    const invitee = await newPage(390);
    await registerInvitedCustomer(
      world,
      invitee,
      { ...CUSTOMER, firstName: 'Aiman', lastName: 'Hakim' },
      {
        name: 'Borneo Ways Travel Sdn Bhd',
        registerNumber: '202401117788',
        contactNumber: '0198887766',
      },
    );

    await invitee.goto(url('/wallet'));
    await expect
      .poll(() => invitee.getByLabel('Wallet balance').innerText(), { timeout: 20_000 })
      .toBe('MYR 0.00');
    expect(await invitee.getByText('This company has no wallet yet').count()).toBe(0);
    expect(await invitee.getByRole('button', { name: 'Top up' }).isEnabled()).toBe(true);
    await shot(invitee, 'new-customer-wallet-390');
    await invitee.context().close();
  });

  it('the customer tops up its wallet by card (sandbox)', async () => {
    const page = await newPage();
    await signIn(page, CUSTOMER);
    await page.goto(url('/wallet'));
    const balance = page.getByLabel('Wallet balance');
    await expect.poll(() => balance.innerText(), { timeout: 20_000 }).toBe('MYR 0.00');
    await page.getByRole('button', { name: 'Top up' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount').fill('200');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();
    await page.waitForURL(/\/api\/payment\/Sandbox\/TopUp\//, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Pay MYR 200.00' }).click();
    await page.waitForURL(/#\/wallet\?topUp=/, { timeout: 20_000 });
    await expect.poll(() => balance.innerText(), { timeout: 20_000 }).toBe('MYR 200.00');
    await shot(page, 'customer-wallet-topped-up');
    await page.context().close();
  });

  it('the customer buys a plan from the wallet, gets its eSIM and tops it up', async () => {
    const page = await newPage();
    await signIn(page, CUSTOMER);
    await orderIcelandPlan(page, world);
    await page.getByRole('button', { name: 'Pay from Wallet' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: 'Yes', exact: true })
      .click();
    await closeMessage(page, 'Payment successful');
    const status = page.locator('.order-summary .lt-tag').first();
    await expect.poll(() => status.innerText(), { timeout: 40_000 }).toBe('Completed');
    const qr = page.getByRole('img', { name: /^QR code of eSIM \d+$/ });
    await expect.poll(() => qr.count(), { timeout: 20_000 }).toBe(1);
    await shot(page, 'customer-order-delivered');

    // The eSIM is topped up from its provider, on the same eSIM.
    await page.getByRole('link', { name: /^Top up eSIM \d+$/ }).click();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/setup\/esim-top-up\//);
    const option = page.getByRole('radio', { name: /^Top-up / }).first();
    await expect.poll(() => option.count(), { timeout: 20_000 }).toBe(1);
    await option.check();
    await page.getByRole('button', { name: 'Buy Top-up' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Yes' }).click();
    await closeMessage(page, 'Top-up purchased successfully');
    await page.getByRole('link', { name: 'Open the purchase order' }).click();
    await expect.poll(() => status.innerText(), { timeout: 40_000 }).toBe('Completed');
    expect(await page.locator('.order-summary').innerText()).toContain('Top-up of eSIM');
    await page.context().close();
  });

  it("an agent joins through the distributor's link and brings a customer who pays by card", () =>
    agentBringsACustomer(world, DIST));

  it("a consumer buys in the distributor's own store on a phone", () =>
    consumerBuysInTheStore(world, ADMIN, adminSecret));
});
