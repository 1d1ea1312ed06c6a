import fs from 'node:fs';
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { addCatalogCountry, orderFromCart } from '../support/app.js';
import { pickOption } from '../support/list.js';

/**
 * The newest link of `pattern` in the e-mails to `to` that the blank server printed to its log (a
 * real deployment without SMTP: "[mail] no SMTP_URL ..."), waiting for it to be printed.
 */
export async function linkFromServerLog(
  logFile: string,
  to: string,
  pattern: RegExp,
  timeoutMs = 30_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = fs.readFileSync(logFile, 'utf8');
    const messages = log.split('[mail] no SMTP_URL').filter((m) => m.includes(`To: ${to}\n`));
    const found = messages.flatMap((m) => [...m.matchAll(new RegExp(pattern, 'g'))]).pop();
    if (found) return found[1] ?? found[0];
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} with ${pattern} in ${logFile}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Closes the message dialog that says `text` (the app's success and error messages). */
export async function closeMessage(page: Page, text: string | RegExp): Promise<void> {
  const dialog = page.locator('.ant-modal').filter({ hasText: text });
  await expect.poll(() => dialog.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await dialog
    .getByRole('button', { name: /^(Close|OK)$/ })
    .first()
    .click();
}

/**
 * Types into an antd searchable select and takes the option showing `option`. The option is looked
 * for in this select's own list (the one its input controls): the list of the select before may
 * still be closing and show a matching option too ("MYR · Malaysian Ringgit" for "Malaysia").
 */
export async function choose(page: Page, field: Locator, typed: string, option: string | RegExp) {
  const id = await field.getAttribute('id');
  const dropdown = page
    .locator('.ant-select-dropdown')
    .filter({ has: page.locator(`[id="${id}_list"]`) });
  const item = dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  const select = page.locator('.ant-select').filter({ has: field });
  await expect
    .poll(
      async () => {
        if ((await field.getAttribute('aria-expanded')) !== 'true') {
          await field.click({ timeout: 3_000 }).catch(() => undefined);
          await field.fill(typed, { timeout: 3_000 }).catch(() => undefined);
        }
        // A click while the list still moves in is lost: tried again on the next poll.
        await item.click({ timeout: 3_000 }).catch(() => undefined);
        // On a loaded machine the list can keep moving (re-rendered as its search answers): the
        // keyboard takes the option the list has made active when it is the one asked for.
        if ((await field.getAttribute('aria-expanded')) === 'true') {
          const active = dropdown
            .locator('.ant-select-item-option-active')
            .filter({ hasText: option });
          if ((await active.count()) > 0) {
            await field.press('Enter', { timeout: 3_000 }).catch(() => undefined);
          }
        }
        const open = (await field.getAttribute('aria-expanded')) === 'true';
        return open ? '(still open)' : await select.innerText();
      },
      { timeout: 20_000 },
    )
    .toMatch(option);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `artifacts/blank-${name}.png`, fullPage: true }).catch(() => {});
}

/** The one-time setup link the server printed at start (a hash route: `/first-run?token=...`). */
export function setupLink(logFile: string): string {
  const found = fs.readFileSync(logFile, 'utf8').match(/#(\/first-run\?token=[\w-]+)/);
  if (!found) throw new Error(`no setup link in ${logFile}`);
  return found[1];
}

/**
 * From the catalogue to a new purchase order of "Iceland 5GB 7 Days" (the plan the distributor put
 * on sale), as a buyer signed in on `page`: ends on the order's detail page.
 */
export async function orderIcelandPlan(page: Page, world: { url(route: string): string }) {
  await page.goto(world.url('/catalog'));
  await addCatalogCountry(page, 'Iceland');
  await page.getByRole('button', { name: 'Search' }).click();
  const card = page.locator('.catalog-card').filter({ hasText: 'Iceland 5GB 7 Days' });
  await expect.poll(() => card.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  await card.first().getByRole('button', { name: 'Add to cart' }).click();
  const add = page.locator('.ant-modal').filter({ hasText: 'Add to cart: Iceland 5GB' });
  await pickOption(page, 'cart-days', '7 days');
  await pickOption(page, 'cart-data', '5 GB');
  await add.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(() => page.getByTestId('cart-count').innerText()).toBe('1');
  await orderFromCart(page);
  await page.getByRole('button', { name: 'Create Order' }).click();
  await closeMessage(page, 'Create successfully!');
  await expect
    .poll(() => new URL(page.url()).hash, { timeout: 20_000 })
    .toMatch(/^#\/purchase-order-detail\//);
}

/** What the blank lane's journeys need of the world (blank-world.ts). */
interface LogWorld {
  url(route: string): string;
  server: { logFile: string };
}

/** Opens the confirmation link the server printed for `email` on `page` and confirms it. */
export async function confirmFromLog(world: LogWorld, page: Page, email: string) {
  const confirm = await linkFromServerLog(
    world.server.logFile,
    email,
    /#(\/confirm-email\?[^\s]+)/,
  );
  await page.goto(world.url(confirm));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await closeMessage(page, 'You have confirmed email successfully!');
}

/**
 * A business customer invited by e-mail registers on `page` through the sign-up link the server
 * printed for it, and lands on its order list.
 */
export async function registerInvitedCustomer(
  world: LogWorld,
  page: Page,
  who: { email: string; password: string; firstName: string; lastName: string },
  company: { name: string; registerNumber: string; contactNumber: string },
) {
  const signUp = await linkFromServerLog(world.server.logFile, who.email, /#(\/sign-up\?[^\s]+)/);
  await page.goto(world.url(signUp));
  const fill = (label: string, value: string) =>
    page.getByLabel(label, { exact: true }).fill(value);
  await fill('First Name', who.firstName);
  await fill('Last Name', who.lastName);
  await fill('Password', who.password);
  await fill('Confirm Password', who.password);
  await fill('Contact Number', company.contactNumber);
  await fill('Company Name', company.name);
  await fill('Register Number', company.registerNumber);
  await page.getByLabel('I agree to the Terms and Conditions').check();
  await page.getByRole('button', { name: 'Register' }).click();
  await closeMessage(page, 'You have registered successfully.');
  await expect
    .poll(() => new URL(page.url()).hash, { timeout: 30_000 })
    .toBe('#/purchase-order-list');
}
