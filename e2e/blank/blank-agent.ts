import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  closeMessage,
  confirmFromLog,
  orderIcelandPlan,
  registerInvitedCustomer,
  shot,
} from './blank-support.js';
import type { Account, BlankWorld } from './blank-world.js';

const AGENT = { email: 'farid.agent@jalanjalan.com.my', password: 'Farid#Agent-2026' };
const BUYER = { email: 'bookings@kinabalujourneys.my', password: 'Kinabalu#Cust-2026' };
const BUYER_COMPANY = 'Kinabalu Journeys Sdn Bhd';

const fillIn = (page: Page) => (label: string, value: string) =>
  page.getByLabel(label, { exact: true }).fill(value);

/**
 * The agent's journey on a blank deployment: the distributor hands out its agent sign-up link, an
 * agent registers through it on a phone and invites a business customer of its own; the customer
 * registers, orders and pays by card (sandbox), gets its eSIM, and the agent sees the customer and
 * the sale as its own.
 */
export async function agentBringsACustomer(world: BlankWorld, distributor: Account) {
  const page = await world.newPage();
  await world.signIn(page, distributor);
  await page.goto(world.url('/setup/agent-hierarchy'));
  await page.getByRole('button', { name: 'Get Link' }).click();
  const link = (await page.getByLabel('Agent sign-up link').innerText()).trim();
  expect(link).toMatch(/#\/agent-sign-up\?token=/);
  await page.context().close();

  const agent = await world.newPage(390);
  await agent.goto(link);
  const fill = fillIn(agent);
  await fill('Email', AGENT.email);
  await fill('Password', AGENT.password);
  await fill('Confirm Password', AGENT.password);
  await fill('Contact Number', '0123334455');
  await fill('Agent Name', 'Farid Ismail');
  await fill('Agent ID', 'FARID01');
  await fill('Plan', 'Silver');
  await agent.getByLabel('I agree to the Terms and Conditions').check();
  await agent.getByRole('button', { name: 'Register' }).click();
  await closeMessage(agent, 'You have registered successfully.');
  // An agent confirms its address before it signs in (the e-mail the server printed).
  // The screen goes to Sign in, asking to confirm the address first: then the link is opened
  // (opened before, that move to Sign in took its place).
  await expect
    .poll(() => agent.getByText('Please confirm your email').count(), { timeout: 20_000 })
    .toBe(1);
  await confirmFromLog(world, agent, AGENT.email);
  await world.signIn(agent, AGENT);
  await expect.poll(() => new URL(agent.url()).hash, { timeout: 30_000 }).toBe('#/');
  await shot(agent, 'agent-dashboard-390');

  // The agent invites a business customer of its own.
  await agent.goto(world.url('/invitations'));
  await agent.getByLabel('Email', { exact: true }).fill(BUYER.email);
  await agent.getByRole('button', { name: 'Invite' }).click();
  await closeMessage(agent, 'Invitation sent successfully!');

  const invitee = await world.newPage(390);
  await registerInvitedCustomer(
    world,
    invitee,
    { ...BUYER, firstName: 'Mei', lastName: 'Chong' },
    { name: BUYER_COMPANY, registerNumber: '202301445566', contactNumber: '0168889900' },
  );
  await invitee.context().close();

  // Its first order, paid by card: a new company's wallet is empty, the card needs no top-up.
  const buyer = await world.newPage();
  await world.signIn(buyer, BUYER);
  await orderIcelandPlan(buyer, world);
  await buyer.getByRole('button', { name: 'Pay by Card' }).click();
  await buyer.waitForURL(/\/api\/payment\/Sandbox\/Checkout\//, { timeout: 20_000 });
  await buyer.getByRole('button', { name: /^Pay / }).click();
  await buyer.waitForURL(/#\/purchase-order-detail\/[\w-]+\?payment=success/, { timeout: 20_000 });
  const status = buyer.locator('.order-summary .lt-tag').first();
  await expect.poll(() => status.innerText(), { timeout: 40_000 }).toBe('Completed');
  await expect
    .poll(() => buyer.getByRole('img', { name: /^QR code of eSIM \d+$/ }).count())
    .toBe(1);
  const orderNo = (await buyer.getByRole('heading', { level: 1 }).innerText()).replace(
    'Purchase Order ',
    '',
  );
  expect(orderNo).toMatch(/^PO-\d{6}$/);
  await shot(buyer, 'agent-customer-paid-by-card');
  await buyer.context().close();

  // The agent's own: the customer it brought, and the sale.
  await agent.goto(world.url('/setup/agent-customer-list'));
  const customer = agent.locator('tbody tr').filter({ hasText: BUYER_COMPANY });
  await expect.poll(() => customer.count(), { timeout: 20_000 }).toBe(1);
  await agent.goto(world.url('/setup/agent-sale-list'));
  const sale = agent.locator('tbody tr').filter({ hasText: orderNo });
  await expect.poll(() => sale.count(), { timeout: 20_000 }).toBe(1);
  await shot(agent, 'agent-sales-390');
  await agent.context().close();
}
