import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, openAs } from '../support/app.js';
import { accessToken, callApi } from '../support/api.js';
import { usePage } from '../support/browser.js';
import { closeSuccess } from '../support/list.js';

const t = usePage();
const SEARCH = { pageIndex: 1, pageSize: 10 };

/** What the agent's own API calls get for the bank list: 403 before the grant, 200 after. */
async function agentBankSearchStatus(): Promise<number> {
  const token = await accessToken(DEMO.agent);
  return (await callApi(token, 'POST', 'network/BankMaster/Search', SEARCH)).status;
}

async function chooseRole(page: Page, role: string) {
  await page.locator('#permission-role').click();
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${role}( \\(read-only\\))?$`) })
    .click();
}

const banksView = (page: Page) => page.getByRole('checkbox', { name: 'Banks View' });

describe('Permissions (/admin/permissions)', () => {
  it('grants a role a permission that takes effect on the server, then takes it back', async () => {
    const { page } = t;
    expect(await agentBankSearchStatus()).toBe(403);

    await openAs(page, DEMO.admin, '/admin/permissions');
    await chooseRole(page, 'Agent');
    await expect.poll(() => banksView(page).isVisible()).toBe(true);
    expect(await banksView(page).isChecked()).toBe(false);
    // The agent's existing grants are shown checked.
    expect(await page.getByRole('checkbox', { name: 'Agents View' }).isChecked()).toBe(true);

    await banksView(page).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');
    expect(await agentBankSearchStatus()).toBe(200);

    // Saved as a whole: after a reload the matrix shows the new grant and kept the old ones.
    await page.reload();
    await chooseRole(page, 'Agent');
    await expect.poll(() => banksView(page).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Agents View' }).isChecked()).toBe(true);

    await banksView(page).uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');
    expect(await agentBankSearchStatus()).toBe(403);
  });

  it('shows a platform role read-only, without a Save button', async () => {
    const { page } = t;
    await openAs(page, DEMO.admin, '/admin/permissions');
    await chooseRole(page, 'DmsAdmin');
    await expect
      .poll(() => page.locator('#permission-role').locator('..').innerText())
      .toContain('DmsAdmin (read-only)');
    await expect
      .poll(() =>
        page
          .getByText('This role cannot be edited: its permissions are shown read-only.')
          .isVisible(),
      )
      .toBe(true);
    expect(await banksView(page).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
  });
});
