import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { closeMessage, DEMO, settle, signInAs } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

const PHONE = { width: 390, height: 844 };
/** A dialog keeps at least this much of the page beside it on either side. */
const DIALOG_MARGIN = 8;

fs.mkdirSync('artifacts', { recursive: true });

async function pageAt(browser: Browser, width: number, height: number, phone: boolean) {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: phone ? 2 : 1,
    isMobile: phone,
    hasTouch: phone,
  });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `artifacts/${name}.png`, fullPage }).catch(() => undefined);

/** How wide the page is: the document's scroll width against the viewport's. */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/**
 * What in a dialog does not fit: the dialog past the screen's edges (or touching them), and any
 * element of it that cuts its content off ("2 x 6...") or scrolls it sideways.
 */
async function dialogProblems(dialog: Locator): Promise<string[]> {
  return dialog.evaluate(
    (el, { width, margin }) => {
      const problems: string[] = [];
      const box = el.getBoundingClientRect();
      if (box.left < margin || box.right > width - margin)
        problems.push(`dialog spans ${Math.round(box.left)}-${Math.round(box.right)} px`);
      for (const node of [el, ...el.querySelectorAll('*')]) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || node.clientWidth === 0) continue;
        if (node.scrollWidth > node.clientWidth + 1 && style.overflowX !== 'visible') {
          const text = (node.textContent ?? '').trim().slice(0, 40);
          problems.push(`${node.tagName.toLowerCase()} "${text}" is cut off or scrolls sideways`);
        }
      }
      return problems;
    },
    { width: PHONE.width, margin: DIALOG_MARGIN },
  );
}

/** Visits the pages of a journey and collects every one wider than the screen. */
class Journey {
  readonly tooWide: string[] = [];
  readonly dialogs: string[] = [];
  constructor(
    readonly page: Page,
    readonly who: string,
  ) {}

  async check(name: string, fullPage = true): Promise<void> {
    await settle(this.page);
    const width = await pageWidth(this.page);
    if (width > PHONE.width) this.tooWide.push(`${name}: ${width} px`);
    await shot(this.page, `phone-${this.who}-${name}`, fullPage);
  }

  async open(name: string, route: string, ready: Locator): Promise<void> {
    await this.page.goto(appUrl(route));
    await ready.first().waitFor({ state: 'visible', timeout: 15_000 });
    await this.check(name);
  }

  async checkDialog(name: string, dialog: Locator): Promise<void> {
    await dialog.waitFor({ state: 'visible' });
    await settle(this.page);
    for (const problem of await dialogProblems(dialog)) this.dialogs.push(`${name}: ${problem}`);
    await this.check(name, false);
  }
}

/** Opens the header's menu on a phone and checks the user menu's Signout is in reach. */
async function userMenuInReach(page: Page, who: string): Promise<boolean> {
  await page.getByRole('button', { name: 'Main menu' }).click();
  await shot(page, `phone-${who}-menu`);
  // The user menu is the header's last menu button (the company switcher comes before it).
  await page.locator('.app-header [aria-haspopup="menu"]').last().click();
  const signout = page.getByRole('menuitem', { name: 'Signout' });
  await signout.waitFor({ state: 'visible' });
  const box = await signout.boundingBox();
  await page.keyboard.press('Escape');
  return !!box && box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** Catalogue, Add to cart and the cart dialog: puts the first plan's first variant in the cart. */
async function throughTheCatalogue(journey: Journey) {
  const { page } = journey;
  const card = page.locator('.catalog-card');
  await journey.open('catalogue', '/catalog', card);
  await card.first().getByRole('button', { name: 'Add to cart' }).click();
  const addDialog = page.locator('.ant-modal').filter({ hasText: 'Add to cart:' });
  await addDialog.waitFor({ state: 'visible' });
  // The first days and the first data on offer (Enter takes the dropdown's first option).
  for (const id of ['cart-days', 'cart-data']) {
    const input = page.locator(`#${id}`);
    await input.click();
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => input.getAttribute('aria-expanded')).toBe('false');
  }
  await addDialog.locator('.catalog-dialog__price').waitFor({ state: 'visible' });
  await journey.checkDialog('add-to-cart', addDialog);
  await addDialog.getByRole('button', { name: 'Add to cart' }).click();
  await addDialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: /^Cart, / }).click();
  const cart = page.locator('.ant-modal').filter({ hasText: 'Order' });
  await journey.checkDialog('cart', cart);
  await cart.getByRole('button', { name: 'Order', exact: true }).click();
  await page.locator('.ant-modal').first().waitFor({ state: 'hidden' });
  await page
    .getByRole('button', { name: 'Create Order' })
    .waitFor({ state: 'visible', timeout: 15_000 });
  await journey.check('new-order');
}

/**
 * The customer creates the order from the cart and sees its detail; the agent may not create
 * purchase orders (the API answers "You do not have permission to do this"), so its journey opens
 * the first order of its list, if it has one. Then the order list, the wallet and Top up.
 */
async function throughOrdersAndWallet(journey: Journey, createsOrders: boolean) {
  const { page } = journey;
  const rows = page.locator('.data-table tbody tr.data-table__row--open');
  if (createsOrders) {
    await page.getByRole('button', { name: 'Create Order' }).click();
    await closeMessage(page, 'Create successfully!');
    await page.waitForURL(/#\/purchase-order-detail\//);
    await page.locator('.order-summary').first().waitFor({ state: 'visible' });
    await journey.check('order-detail');
    await journey.open('order-list', '/purchase-order-list', rows);
  } else {
    await journey.open('order-list', '/purchase-order-list', page.locator('.data-table'));
    if ((await rows.count()) > 0) {
      await rows.first().click();
      await page.locator('.order-summary').first().waitFor({ state: 'visible' });
      await journey.check('order-detail');
    }
  }

  await journey.open('wallet', '/wallet', page.locator('.page-frame__title'));
  const topUp = page.getByRole('button', { name: 'Top up' });
  if (createsOrders || (await topUp.isVisible())) {
    await topUp.click();
    await journey.checkDialog('top-up', page.getByRole('dialog', { name: 'Top up wallet' }));
    await page.keyboard.press('Escape');
  }
}

describe('on a phone (390 x 844)', () => {
  for (const [who, email, createsOrders] of [
    ['customer', DEMO.customer, true],
    ['agent', DEMO.agent, false],
  ] as const) {
    it(
      `no page of the ${who}'s journey is wider than the screen`,
      { timeout: 180_000 },
      async () => {
        const page = await pageAt(t.context.browser()!, PHONE.width, PHONE.height, true);
        try {
          await signInAs(page, email);
          const journey = new Journey(page, who);
          await page.waitForURL(/#\/(purchase-order-list)?$/);
          await journey.open('dashboard', '/', page.locator('.page-frame__title'));
          await throughTheCatalogue(journey);
          await throughOrdersAndWallet(journey, createsOrders);
          expect(journey.tooWide, 'pages wider than 390 px').toEqual([]);
          expect(journey.dialogs, 'dialogs that do not fit').toEqual([]);
          expect(await userMenuInReach(page, who), 'the user menu is in reach').toBe(true);
        } finally {
          await page.context().close();
        }
      },
    );
  }
});

describe('on a desktop (1366 x 768)', () => {
  it('keeps the header tabs and the tables', { timeout: 120_000 }, async () => {
    const page = await pageAt(t.context.browser()!, 1366, 768, false);
    try {
      await signInAs(page, DEMO.customer);
      await page.waitForURL(/#\/purchase-order-list$/);
      await page.locator('.data-table tbody tr').first().waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: 'Main menu' }).isVisible()).toBe(false);
      expect(await page.getByRole('menuitem', { name: 'Wallet', exact: true }).isVisible()).toBe(
        true,
      );
      expect(await page.getByRole('columnheader').first().isVisible()).toBe(true);
      await shot(page, 'desktop-order-list');
      for (const [name, route] of [
        ['dashboard', '/'],
        ['catalogue', '/catalog'],
        ['wallet', '/wallet'],
      ]) {
        await page.goto(appUrl(route));
        await settle(page);
        expect(await pageWidth(page), name).toBeLessThanOrEqual(1366);
        await shot(page, `desktop-${name}`);
      }
    } finally {
      await page.context().close();
    }
  });
});
