import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO, openAs, settle } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { closeSuccess, filterColumn, rows } from '../support/list.js';

const t = usePage();

const FROM = 'KL-A-01-01-01';
const TO = 'KL-A-01-01-02';

/**
 * Opens an antd select by its id and picks the option with this title, until the select shows it
 * (the dropdown that just closed may still be fading out with the same options).
 */
async function pick(page: Page, selectId: string, title: string) {
  const select = page.locator('.ant-select').filter({ has: page.locator(`#${selectId}`) });
  await expect
    .poll(
      async () => {
        await page.locator(`#${selectId}`).click();
        const option = page
          .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`)
          .last();
        await option.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
        if (await option.isVisible()) await option.click().catch(() => undefined);
        return select.innerText();
      },
      { timeout: 15_000 },
    )
    .toContain(title);
  await page.keyboard.press('Escape');
}

describe('Stock movement journals as the demo distributor', () => {
  it('posts a transfer of 3 eSIMs and sees them at the new location on the serial list', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/movement-journal-list');
    // The demo world's journals are listed.
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('cell', { name: 'Write-off' }).first().isVisible()).toBe(true);

    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => page.url()).toContain('/setup/movement-journal-new');
    await pick(page, 'journal-type', 'Transfer');
    await pick(page, 'journal-fromLocationId', FROM);
    await pick(page, 'journal-toLocationId', TO);
    await page.getByLabel('Remarks').fill('E2E: three eSIMs to the next bin');

    // Find what is available at the source and add the first three.
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    const adds = page.getByRole('button', { name: /^Add 89\d+$/ });
    await expect.poll(() => adds.count()).toBeGreaterThanOrEqual(3);
    for (let i = 0; i < 3; i++) {
      const before = await adds.count();
      await adds.first().click();
      await expect.poll(() => adds.count()).toBe(before - 1);
    }
    const lines = page.getByRole('table', { name: 'Journal lines' }).locator('tbody tr');
    await expect.poll(() => lines.count()).toBe(3);
    const iccids = (await lines.locator('td:nth-child(2)').allInnerTexts()).map((s) => s.trim());
    expect(iccids.every((s) => /^89\d{17,20}$/.test(s))).toBe(true);
    await page.screenshot({ path: 'artifacts/movement-journal-new.png', fullPage: true });

    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await closeSuccess(page, 'Journal posted');
    await expect.poll(() => page.url()).toContain('/setup/movement-journal-detail/');
    await expect
      .poll(() => page.getByRole('heading', { name: /Movement Journal MJ-\d{6}/ }).isVisible())
      .toBe(true);
    const detailLines = page.getByRole('table', { name: 'Journal lines' }).locator('tbody tr');
    await expect.poll(() => detailLines.count()).toBe(3);
    expect(await detailLines.first().innerText()).toContain(`${TO} (Available)`);
    expect(await page.getByRole('button', { name: 'Adjust' }).isVisible()).toBe(true);
    await settle(page);
    await page.screenshot({ path: 'artifacts/movement-journal-detail.png', fullPage: true });

    // The serial list shows the three at the destination.
    await page.goto(page.url().replace(/#.*$/, '#/setup/wander-serial-number-list'));
    await settle(page);
    await filterColumn(page, 'Location', TO);
    await expect
      .poll(async () => {
        const texts = (await rows(page).locator('td:nth-child(1)').allInnerTexts()).map((s) =>
          s.trim(),
        );
        return iccids.every((i) => texts.includes(i));
      })
      .toBe(true);
    for (const iccid of iccids) {
      expect(await rows(page).filter({ hasText: iccid }).innerText()).toContain(TO);
    }
  });

  it('adjusts that transfer: the eSIMs go back, the original shows the adjustment', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/movement-journal-list');
    await rows(page).filter({ hasText: 'E2E: three eSIMs to the next bin' }).first().click();
    await expect.poll(() => page.url()).toContain('/setup/movement-journal-detail/');
    const original = (await page.getByRole('heading', { name: /Movement Journal MJ-/ }).innerText())
      .replace('Movement Journal ', '')
      .trim();
    await page.getByRole('button', { name: 'Adjust' }).click();
    await expect.poll(() => page.url()).toContain('/setup/movement-journal-adjust/');
    await expect.poll(() => page.getByText('Lines to reverse (3 of 3)').isVisible()).toBe(true);
    await page.getByLabel('Reason').fill('E2E: moved to the wrong bin');
    await page.screenshot({ path: 'artifacts/movement-journal-adjust.png', fullPage: true });
    await page.getByRole('button', { name: 'Post adjustment' }).click();
    await closeSuccess(page, 'Adjustment posted');
    await expect
      .poll(() => page.getByText(`This journal reverses lines of ${original}.`).isVisible())
      .toBe(true);
    const lines = page.getByRole('table', { name: 'Journal lines' }).locator('tbody tr');
    await expect.poll(() => lines.count()).toBe(3);
    expect(await lines.first().innerText()).toContain(`${FROM} (Available)`);

    await page.getByRole('link', { name: original }).click();
    await expect.poll(() => page.getByText('Reversed', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Adjust' }).count()).toBe(0);
  });
});
