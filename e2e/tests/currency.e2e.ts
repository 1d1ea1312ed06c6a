import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, hashRoute, openAs } from '../support/app.js';
import { usePage } from '../support/browser.js';
import {
  choosePageSize,
  closeSuccess,
  columnTexts,
  confirmDelete,
  filterColumn,
  rows,
  sortBy,
} from '../support/list.js';

const t = usePage();

async function openCurrencies(page: Page) {
  await openAs(page, DEMO.admin, '/general/currency-list');
  await expect.poll(() => rows(page).count()).toBe(10);
}

describe('Currency (/general/currency-list)', () => {
  it('sorts by code both ways, pages, changes the page size and filters by name', async () => {
    const { page } = t;
    await openCurrencies(page);
    const byCode = (a: string, b: string) => a.localeCompare(b);

    // Each click answers after the list has fetched its page again: read once it shows.
    const sortedAs = async (order: 'asc' | 'desc') => {
      const codes = await columnTexts(page, 1);
      const sorted = [...codes].sort(byCode);
      return JSON.stringify(codes) === JSON.stringify(order === 'asc' ? sorted : sorted.reverse());
    };
    await sortBy(page, 'Code');
    await expect.poll(() => sortedAs('asc')).toBe(true);
    const asc = await columnTexts(page, 1);
    await sortBy(page, 'Code');
    await expect.poll(() => sortedAs('desc')).toBe(true);
    const desc = await columnTexts(page, 1);
    expect(desc[0]! > asc[asc.length - 1]!).toBe(true);

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(async () => (await columnTexts(page, 1))[0]).not.toBe(desc[0]);
    const second = await columnTexts(page, 1);
    expect(second.some((code) => desc.includes(code))).toBe(false);
    expect(second).toEqual([...second].sort(byCode).reverse());

    await choosePageSize(page, 20, 20);
    expect(hashRoute(page).query.size).toBe('20');

    await filterColumn(page, 'Name', 'Dollar');
    const names = await columnTexts(page, 2);
    expect(names.length).toBeGreaterThanOrEqual(4);
    for (const name of names) expect(name).toContain('Dollar');
  });

  it('creates a currency from the predefined list, refuses a duplicate, edits and deletes it', async () => {
    const { page } = t;
    await openCurrencies(page);
    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/general/currency-new');

    const code = page.getByRole('textbox', { name: 'Currency Code' });
    await code.fill('cad');
    await code.blur();
    await expect
      .poll(() => page.getByText('Currency Code should have 3 capital letters').isVisible())
      .toBe(true);

    const pickPredefined = async () => {
      await page.locator('#currency-predefined').fill('Canadian');
      await page.getByTitle('CAD - Canadian Dollar').click();
      await expect.poll(() => code.inputValue()).toBe('CAD');
    };
    await pickPredefined();
    expect(await page.getByRole('textbox', { name: 'Currency Name' }).inputValue()).toBe(
      'Canadian Dollar',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');
    await expect.poll(() => hashRoute(page).path).toBe('/general/currency-list');

    await filterColumn(page, 'Code', 'CAD');
    expect(await columnTexts(page, 1)).toEqual(['CAD']);

    // The same code again: the server's unique constraint answers with a field error.
    await page.getByRole('button', { name: 'New' }).click();
    await pickPredefined();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Currency Code already exists').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/general/currency-list');

    await filterColumn(page, 'Code', 'CAD');
    await rows(page).first().click();
    await expect.poll(() => hashRoute(page).path).toMatch(/^\/general\/currency-edit\//);
    await page.getByRole('textbox', { name: 'Currency Name' }).fill('Canadian Dollar (Loonie)');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');
    await filterColumn(page, 'Code', 'CAD');
    expect(await columnTexts(page, 2)).toEqual(['Canadian Dollar (Loonie)']);

    await rows(page).first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page);
    await closeSuccess(page, 'Delete successfully!');
    await filterColumn(page, 'Code', 'CAD');
    await expect.poll(() => page.getByText('No Data...').isVisible()).toBe(true);
  });
});
