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

/**
 * Waits until the list's table has its rows: it is not fetching (aria-busy). A click or Enter
 * that changes the list's query makes it busy in the same render, so this follows the answer
 * however slow the server is, where a quiet network for half a second did not always.
 */
export async function tableIdle(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('.data-table__scroll[aria-busy="true"]').count(), { timeout: 30_000 })
    .toBe(0);
  await settle(page);
}

/** Types into a column's filter box (the funnel button beside its title) and applies it. */
export async function filterColumn(page: Page, title: string, text: string): Promise<void> {
  const button = page.getByRole('button', { name: `Filter ${title}` });
  await button.click();
  const input = page.getByRole('textbox', { name: `Filter ${title}` });
  await input.fill(text);
  await input.press('Enter');
  if (text.trim())
    await expect
      .poll(() => button.getAttribute('class'), { timeout: 10_000 })
      .toContain('data-table__filter--active');
  await tableIdle(page);
}

/** Clicks a sortable column header (once: ascending, twice: descending). */
export async function sortBy(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await tableIdle(page);
}

/** Picks a page size from the pager's selector and waits for that many rows (or fewer). */
export async function choosePageSize(page: Page, size: number, expectedRows = size): Promise<void> {
  // The pager's size is the browser's own select (ui/light/light-pager.tsx, issue 30).
  const select = page.getByRole('navigation', { name: 'Pagination' }).getByLabel('Page size');
  // A page still loading (a page button just clicked) renders the pager again with the size it
  // asked for: choose once the table is idle, and again should that render have undone it.
  await tableIdle(page);
  await expect
    .poll(async () => {
      if ((await select.inputValue()) !== String(size)) await select.selectOption(String(size));
      return select.inputValue();
    })
    .toBe(String(size));
  await tableIdle(page);
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

/**
 * Picks the option titled `title` in the antd select whose input has the id `selectId`. The
 * dropdown is opened only when it is closed (a click on an open one closes it), and a failure
 * names the options the dropdown offered, so a missing option is told apart from a slow one.
 */
export async function pickOption(page: Page, selectId: string, title: string): Promise<void> {
  const input = page.locator(`#${selectId}`);
  const select = page.locator('.ant-select').filter({ has: input });
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect
    .poll(
      async () => {
        if ((await input.getAttribute('aria-expanded')) !== 'true')
          await input.click({ timeout: 3_000 }).catch(() => undefined);
        const option = dropdown.locator(`.ant-select-item-option[title="${title}"]`);
        await option.waitFor({ state: 'visible', timeout: 3_000 }).catch(() => undefined);
        // A click that cannot land (the list still moving in) is tried again on the next poll.
        if (await option.isVisible()) await option.click({ timeout: 3_000 }).catch(() => undefined);
        const text = await select.innerText();
        // Done once the dropdown is closed with the title in the select: while it is open, the
        // select can show the option under the pointer before any is chosen (then the form still
        // held the old value and saved it: agents.e2e's upline, issue 26).
        let open = (await input.getAttribute('aria-expanded')) === 'true';
        // The option is chosen (it was already, or the click landed) but the list stayed open:
        // close it, then read the select again.
        if (
          open &&
          (await option.getAttribute('class', { timeout: 1_000 }).catch(() => null))?.includes(
            'ant-select-item-option-selected',
          )
        ) {
          await page.keyboard.press('Escape');
          open = (await input.getAttribute('aria-expanded')) === 'true';
        }
        if (!open && (await select.innerText()).includes(title)) return title;
        if (open) return `${text} (still open: nothing chosen yet)`;
        const offered = await dropdown
          .locator('.ant-select-item-option')
          .evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
        return `${text} (offered: ${offered.join(', ') || 'none'})`;
      },
      { timeout: 15_000 },
    )
    .toBe(title);
}
