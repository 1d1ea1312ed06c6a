import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from './browser.js';
import { CODE_REQUIRED, demoCode } from './totp.js';

export const DEMO_PASSWORD = 'Wander#2026';
export const DEMO = {
  admin: 'admin@wander.demo',
  operator: 'operator@wander.demo',
  distributor: 'distributor@wander.demo',
  newDistributor: 'newdistributor@wander.demo',
  customer: 'customer@wander.demo',
  agent: 'agent@wander.demo',
} as const;

/** Every header tab the spec names (section 2, Header). */
export const HEADER_TABS = [
  'Dashboard',
  'Admin',
  'General',
  'Setup',
  'Order',
  'Wallet',
  'Invoices',
  'Usage Report',
  'SignUp',
];

export function currentHash(page: Page): string {
  return new URL(page.url()).hash;
}

/** Waits until the page has no network traffic for a moment (bounded; never fails on its own). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Asserts the hash route becomes `expected` and is still that once the page has settled. */
export async function expectHash(page: Page, expected: string, timeout = 15_000): Promise<void> {
  await expect.poll(() => currentHash(page), { timeout }).toBe(expected);
  await settle(page);
  expect(currentHash(page)).toBe(expected);
}

/** Hash route parsed into path and query, so query parameter order does not matter. */
export function hashRoute(page: Page): { path: string; query: Record<string, string> } {
  const hash = currentHash(page).replace(/^#/, '');
  const [routePath, search = ''] = hash.split('?');
  return { path: routePath ?? '', query: Object.fromEntries(new URLSearchParams(search)) };
}

export function emailInput(page: Page): Locator {
  return page
    .getByLabel('Email', { exact: true })
    .or(page.getByPlaceholder(/^e-?mail/i))
    .first();
}

export function passwordInput(page: Page): Locator {
  return page
    .getByLabel('Password', { exact: true })
    .or(page.locator('input[type="password"]'))
    .first();
}

export function loginButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Login Now' });
}

export function codeInput(page: Page): Locator {
  return page.getByLabel('Authentication Code', { exact: true });
}

const tokenAnswerOf = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/token$/.test(new URL(r.url()).pathname),
  );

/**
 * Fills the sign-in form and submits it, waiting for the token call's answer. Opens #/sign-in
 * first unless the page is already there (so a remembered origin is kept). When the token call
 * asks for the second factor of a demo account that has one (admin, operator), fills the code
 * computed from the seed's published secret and submits again: the answer is the second call's.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<number> {
  if (!currentHash(page).startsWith('#/sign-in')) {
    await page.goto(appUrl('/sign-in'));
  }
  await emailInput(page).fill(email);
  await passwordInput(page).fill(password);
  if (options.remember) {
    await page.getByRole('checkbox', { name: /remember me/i }).check();
  }
  const tokenAnswer = tokenAnswerOf(page);
  await loginButton(page).click();
  const answer = await tokenAnswer;
  const code = demoCode(email);
  if (answer.status() !== 400 || !code) return answer.status();
  const body = (await answer.json()) as { error_description?: string };
  if (body.error_description !== CODE_REQUIRED) return answer.status();
  await codeInput(page).fill(code);
  const second = tokenAnswerOf(page);
  await loginButton(page).click();
  return (await second).status();
}

/** Signs in with the demo password and asserts the token call succeeded. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const status = await signIn(page, email, DEMO_PASSWORD);
  expect(status, `sign-in of ${email}`).toBe(200);
}

/** Visible header tabs (menu items or tabs whose whole text is a tab name), sorted. */
export async function visibleTabs(page: Page): Promise<string[]> {
  const texts = await page
    .locator('[role="menuitem"]:visible, [role="tab"]:visible')
    .allInnerTexts();
  const names = new Set(texts.map((t) => t.trim()).filter((t) => HEADER_TABS.includes(t)));
  return [...names].sort();
}

/** Asserts the header shows exactly these tabs (eventually, and still after the page settles). */
export async function expectTabs(page: Page, expected: string[]): Promise<void> {
  const sorted = [...expected].sort();
  await expect.poll(() => visibleTabs(page), { timeout: 15_000 }).toEqual(sorted);
  await settle(page);
  expect(await visibleTabs(page)).toEqual(sorted);
}

/** The header's wallet balance line. */
export function walletBalanceLine(page: Page): Locator {
  return page
    .getByText(/balance/i)
    .filter({ hasText: /\d/ })
    .first();
}

/** Opens the user menu (hover or click on its trigger) and returns the Signout item. */
export async function openUserMenu(page: Page): Promise<Locator> {
  const signout = page
    .getByRole('menuitem', { name: /^sign ?out$/i })
    .or(page.locator('.ant-dropdown:visible').getByText(/^sign ?out$/i));
  const trigger = page
    .getByTestId('user-menu')
    .or(page.getByRole('button', { name: /user menu|account|profile/i }))
    .or(page.locator('header button[aria-haspopup="menu"]'))
    .or(page.locator('header .ant-dropdown-trigger'))
    .or(page.locator('header .ant-avatar'))
    .last(); // the user menu is the right-most of the header's menus
  await trigger.hover();
  if (!(await signout.first().isVisible())) {
    await trigger.click();
  }
  await expect.poll(() => signout.first().isVisible(), { timeout: 5_000 }).toBe(true);
  return signout.first();
}

/** Signs in with the demo password, waits for the landing page, then opens `route`. */
export async function openAs(page: Page, email: string, route: string, landing = '#/') {
  await signInAs(page, email);
  await expectHash(page, landing);
  await page.goto(appUrl(route));
}

/**
 * Whether antd is still moving the dialog in or out (its zoom motion classes, or a running CSS
 * animation). A click then can miss: the button moves between mouse down and mouse up, so the
 * click lands on the dialog's body instead, and the dialog stays open.
 */
async function dialogMoving(dialog: Locator): Promise<boolean> {
  return dialog
    .evaluate(
      (el) =>
        /\bant-zoom-(appear|enter|leave)\b/.test(el.className) || el.getAnimations().length > 0,
      undefined,
      { timeout: 1_000 },
    )
    .catch(() => true); // gone (or replaced) meanwhile: nothing to click
}

/**
 * Presses the button `name` of an antd dialog (`dialog` locates its .ant-modal element) once the
 * dialog has finished opening, and again should that click have been lost, until the dialog is
 * gone: only then does the page under it take clicks. A button that stays busy is not pressed
 * twice (antd ignores clicks on a loading or already pressed action button).
 */
export async function pressInDialog(dialog: Locator, name: string, timeout = 15_000) {
  await expect.poll(() => dialog.isVisible(), { timeout }).toBe(true);
  await expect
    .poll(
      async () => {
        if ((await dialog.isVisible()) && !(await dialogMoving(dialog))) {
          await dialog
            .getByRole('button', { name, exact: true })
            .click({ timeout: 2_000 })
            .catch(() => undefined);
        }
        return dialog.isVisible();
      },
      { timeout, interval: 250 },
    )
    .toBe(false);
}

/** Answers Yes to the confirmation that says `question`: it must close and its action run once. */
export async function answerYes(page: Page, question: string): Promise<void> {
  await pressInDialog(page.locator('.ant-modal-confirm').filter({ hasText: question }), 'Yes');
}

/** Closes the message dialog (showMessage) that says `text`, once it shows, until it is gone. */
export async function closeMessage(page: Page, text: string | RegExp): Promise<void> {
  await pressInDialog(page.locator('.ant-modal-confirm').filter({ hasText: text }), 'Close');
}

/** Opens the catalogue's cart and presses Order: the new purchase order, filled from the cart. */
export async function orderFromCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Cart, / }).click();
  await page
    .locator('.ant-modal-footer')
    .getByRole('button', { name: 'Order', exact: true })
    .click();
  await expectHash(page, '#/purchase-order-new');
}

/**
 * Clicks `button` until `dialog` shows: a click made while a closing dialog still held the page can
 * be lost, and a user would click again. It clicks again only when no dialog shows at all, 3 s
 * apart, so a slow dialog is not opened twice. A failure says what the page showed instead.
 */
export async function openDialogWith(page: Page, button: Locator, dialog: Locator): Promise<void> {
  const deadline = Date.now() + 15_000;
  let clicks = 0;
  let lastClick = 0;
  while (Date.now() < deadline) {
    if (await dialog.isVisible()) return;
    const quiet = (await page.locator('.ant-modal-wrap:visible').count()) === 0;
    if (clicks === 0 || (quiet && Date.now() - lastClick > 3_000)) {
      await button.click({ timeout: 5_000 });
      clicks += 1;
      lastClick = Date.now();
    }
    await page.waitForTimeout(250);
  }
  const shown = await page.locator('.ant-modal:visible').allInnerTexts();
  throw new Error(
    `no dialog after ${clicks} click(s); button disabled: ${await button.isDisabled()}; dialogs: ${JSON.stringify(shown)}`,
  );
}

/**
 * Picks a country in the catalogue's Country box (the light combobox, issue 30): types it, clicks
 * its option and closes the list, then checks its chip is there.
 */
export async function addCatalogCountry(page: Page, name: string): Promise<void> {
  const input = page.locator('#catalog-countries');
  await input.click();
  await input.fill(name);
  await page.locator('#catalog-countries-list').getByRole('option', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect
    .poll(() => page.getByRole('button', { name: `Remove ${name}`, exact: true }).count())
    .toBe(1);
}

/**
 * Picks `option` in a server-searched combobox (typing `text` whenever its list is closed) until
 * `done`, the button a choice enables, is enabled: the search's answer replaces the list as it is
 * typed, and a click on an option being replaced can be lost (CI saw Add and Move stay disabled).
 */
export async function pickSearched(
  combobox: Locator,
  text: string,
  option: Locator,
  done: Locator,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await done.isEnabled()) return 'chosen';
        if ((await combobox.getAttribute('aria-expanded')) !== 'true') {
          await combobox.click();
          await combobox.fill(text);
        }
        await option.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
        await option.click({ timeout: 3_000 }).catch(() => undefined);
        return (await done.isEnabled()) ? 'chosen' : `not chosen: ${await combobox.inputValue()}`;
      },
      { timeout: 30_000, interval: 500 },
    )
    .toBe('chosen');
}
