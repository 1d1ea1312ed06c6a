import { describe, expect, it } from 'vitest';
import { accessToken } from '../support/api.js';
import { DEMO, closeMessage, expectHash, pickSearched, signInAs } from '../support/app.js';
import { appUrl, baseUrl, usePage } from '../support/browser.js';
import { linkFromEmailLog } from '../support/mail.js';

const t = usePage();

/** The demo tour's id, as the agency's list finds it. */
async function tourId(): Promise<string> {
  const res = await fetch(`${baseUrl()}api/network/GroupOrders/Search`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${await accessToken(DEMO.customer)}`,
      'content-type': 'application/json',
      'x-company-code': 'CUST001',
    },
    body: JSON.stringify({
      pageSize: 10,
      filterColumns: [
        { columnName: 'groupName', filterValue: 'Tokyo & Seoul autumn tour', operator: 'eq' },
      ],
    }),
  });
  return ((await res.json()) as { data: { items: { id: string }[] } }).data.items[0].id;
}

/**
 * Issue 29, across roles: Skyway's agent opens the delivered tour, sees who installed their eSIM
 * and how much data each used, moves an unused eSIM to another traveller (who is e-mailed it in
 * Malay), and that traveller opens their personal page on a phone, with no account: both eSIMs,
 * their QR codes and install link.
 */
describe('Group eSIMs: the tour under way', () => {
  it('moves an unused eSIM to another traveller, who opens it on their own page', async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    await page.goto(appUrl(`/group-order-edit/${await tourId()}`));
    const table = page.getByRole('table').filter({ hasText: 'Installed' });
    await expect.poll(() => table.count(), { timeout: 20_000 }).toBe(1);
    const row = (name: string) => table.locator('tr', { hasText: name });
    // Emily Clarke installed hers and used data; Grace Lim has not installed hers yet.
    expect(await row('Emily Clarke').innerText()).toMatch(
      /\d{2} \w{3} \d{4}[\s\S]*[1-9]\.\d{2} GB/,
    );
    expect(await row('Grace Lim').innerText()).toContain('Not yet');
    expect(await row('Emily Clarke').getByRole('button', { name: /Move/ }).count()).toBe(0);
    await page.screenshot({ path: 'artifacts/group-status.png', fullPage: true }).catch(() => {});

    await row('Grace Lim')
      .getByRole('button', { name: /Move eSIM/ })
      .click();
    const dialog = page.getByRole('dialog');
    const traveller = dialog.getByRole('combobox');
    const option = page.locator('.ant-select-item-option', { hasText: 'Hakim Roslan' });
    const move = dialog.getByRole('button', { name: 'Move' });
    await pickSearched(traveller, 'Hakim', option, move);
    await move.click();
    await closeMessage(page, 'The eSIM now belongs to Hakim Roslan, who was e-mailed it');
    await expect
      .poll(() => table.locator('tr', { hasText: 'Hakim Roslan' }).locator('..').innerText())
      .toBeTruthy();

    // Hakim's e-mail (in Malay) carries his page: no account, on a phone.
    const link = await linkFromEmailLog(
      DEMO.admin,
      'hakim.roslan@example.com',
      'trip',
      20_000,
      'trip',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseUrl()}${link}`);
    await expect.poll(() => page.locator('h1').innerText()).toBe('eSIM perjalanan anda');
    expect(await page.locator('section.card').count()).toBe(2);
    expect(await page.locator('section.card svg').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Pasang pada iPhone ini' }).count()).toBe(2);
    await page
      .screenshot({ path: 'artifacts/group-traveller-page.png', fullPage: true })
      .catch(() => {});
  });
});

/**
 * Issue 37, item 10: the agency's group page on a phone. Nothing scrolls sideways at 390 px, and
 * no e-mail, ICCID or field of the roster is cut off: the roster is a card per traveller, the
 * eSIMs' values wrap where a reader expects (an e-mail after its @) or are shown whole.
 */
describe('Group eSIMs on a phone', () => {
  it('shows the roster and the eSIMs whole at 390 px, without sideways scrolling', async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(appUrl(`/group-order-edit/${await tourId()}`));
    const esims = page.locator('.group-status');
    await expect.poll(() => esims.count(), { timeout: 20_000 }).toBe(1);
    await page.getByLabel('Name of traveller 1', { exact: true }).waitFor({ state: 'visible' });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Every value of the roster and the eSIM cards fits its box (none scrolls or is clipped).
    const cut = await page.evaluate(() =>
      [...document.querySelectorAll('.group-travellers *, .group-status *')]
        .filter((el) => {
          const style = getComputedStyle(el);
          if (style.display === 'none' || el.clientWidth === 0) return false;
          const box = el.getBoundingClientRect();
          return box.right > window.innerWidth + 1 || el.scrollWidth > el.clientWidth + 1;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`),
    );
    expect(cut).toEqual([]);
    // The roster is a card per traveller: each field under its label.
    const name = page.getByLabel('Name of traveller 1', { exact: true });
    const email = page.getByLabel('Email of traveller 1', { exact: true });
    const [nameBox, emailBox] = [await name.boundingBox(), await email.boundingBox()];
    expect(emailBox!.y).toBeGreaterThan(nameBox!.y + nameBox!.height - 1);
    await page.screenshot({ path: 'artifacts/group-page-390.png', fullPage: true }).catch(() => {});
    await page.setViewportSize({ width: 1366, height: 900 });
    await page
      .screenshot({ path: 'artifacts/group-page-1366.png', fullPage: true })
      .catch(() => {});
  });
});
