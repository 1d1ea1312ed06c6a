import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { answerYes, pressInDialog, settle } from './app.js';

/** Helpers for the engine's generic list, form and detail pages. */
export const rows = (page: Page) => page.locator('.data-table tbody tr');

/** The trimmed texts of one column (1-based) of the visible rows. */
export async function columnTexts(page: Page, column = 1): Promise<string[]> {
  const cells = rows(page).locator(`td:nth-child(${column})`);
  return (await cells.allInnerTexts()).map((s) => s.trim());
}

/** Types into a column's filter box (the funnel button beside its title) and applies it. */
export async function filterColumn(page: Page, title: string, text: string): Promise<void> {
  await page.getByRole('button', { name: `Filter ${title}` }).click();
  const input = page.getByRole('textbox', { name: `Filter ${title}` });
  await input.fill(text);
  await input.press('Enter');
  await settle(page);
}

/** Clicks a sortable column header (once: ascending, twice: descending). */
export async function sortBy(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await settle(page);
}

/** Picks a page size from the pager's selector and waits for that many rows (or fewer). */
export async function choosePageSize(page: Page, size: number, expectedRows = size): Promise<void> {
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle(`${size} / page`).click();
  await expect.poll(() => rows(page).count()).toBe(expectedRows);
}

/** Waits for a success dialog with exactly this message and closes it, until it is gone. */
export async function closeSuccess(page: Page, message: string): Promise<void> {
  const text = page.getByText(message, { exact: true });
  await pressInDialog(page.locator('.ant-modal').filter({ has: text }), 'Close');
}

/** Answers the delete confirmation ('Are you sure to delete?') with Yes. */
export async function confirmDelete(page: Page): Promise<void> {
  await answerYes(page, 'Are you sure to delete?');
}

/** Picks the option titled `title` in the antd select whose input has the id `selectId`. */
export async function pickOption(page: Page, selectId: string, title: string): Promise<void> {
  const select = page.locator('.ant-select').filter({ has: page.locator(`#${selectId}`) });
  await expect
    .poll(
      async () => {
        await page.locator(`#${selectId}`).click();
        const option = page.locator(
          `.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`,
        );
        await option.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
        if (await option.isVisible()) await option.click();
        return select.innerText();
      },
      { timeout: 15_000 },
    )
    .toContain(title);
}
