import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_PASSWORD,
  expectHash,
  hashRoute,
  openAs,
  openUserMenu,
  signIn,
} from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import {
  closeSuccess,
  columnTexts,
  confirmDelete,
  filterColumn,
  rows,
  sortBy,
} from '../support/list.js';

const t = usePage();
const NEW_USER = 'e2e.operator@wander.demo';

async function chooseRole(page: Page, role: string) {
  await page.getByLabel('Roles', { exact: true }).click();
  await page.locator(`.ant-select-item-option[title="${role}"]`).click();
  await page.keyboard.press('Escape');
}

describe('Users (/admin/users)', () => {
  it('sorts and filters the users of the company', async () => {
    const { page } = t;
    await openAs(page, DEMO.admin, '/admin/users');
    // Other e2e files register accounts of their own: look at the demo accounts.
    await filterColumn(page, 'Email', '@wander.demo');
    await expect.poll(() => rows(page).count()).toBe(7);
    await sortBy(page, 'Email');
    await sortBy(page, 'Email');
    await expect.poll(async () => (await columnTexts(page, 2))[0]).toBe('operator@wander.demo');
    const desc = await columnTexts(page, 2);
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a)));
    // 'contains': Ng and Wong, still sorted by email descending.
    await filterColumn(page, 'Last Name', 'ng');
    await expect
      .poll(() => columnTexts(page, 2), { timeout: 10_000 })
      .toEqual(['newdistributor@wander.demo', 'customer@wander.demo']);
  });

  it('creates a user who can sign in, changes the roles, and deletes the user in bulk', async () => {
    const { page } = t;
    await openAs(page, DEMO.admin, '/admin/users');
    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/admin/user-new');

    const email = page.getByRole('textbox', { name: 'Email' });
    await email.fill('not-an-email');
    await email.blur();
    await expect.poll(() => page.getByText('Email is invalid').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('First Name is required').isVisible()).toBe(true);

    await email.fill(NEW_USER);
    await page.getByRole('textbox', { name: 'First Name' }).fill('Emma');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Tan');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await chooseRole(page, 'CompanyOperator');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');

    await page.goto(appUrl('/admin/users'));
    await filterColumn(page, 'Email', 'e2e.operator');
    expect(await columnTexts(page, 2)).toEqual([NEW_USER]);
    expect(await columnTexts(page, 5)).toEqual(['CompanyOperator']);

    // Detail in read mode, then Edit: rename and swap the role.
    await rows(page).first().locator('td:nth-child(2)').click();
    await expect.poll(() => hashRoute(page).path).toMatch(/^\/admin\/user-detail\//);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Emily');
    await page
      .locator('.ant-select-selection-item', { hasText: 'CompanyOperator' })
      .locator('.ant-select-selection-item-remove')
      .click();
    await chooseRole(page, 'CustomerService');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');

    await page.goto(appUrl('/admin/users'));
    await filterColumn(page, 'Email', 'e2e.operator');
    expect(await columnTexts(page, 3)).toEqual(['Emily']);
    expect(await columnTexts(page, 5)).toEqual(['CustomerService']);

    // The new user signs in with the password the admin gave.
    await (await openUserMenu(page)).click();
    await expectHash(page, '#/sign-in');
    expect(await signIn(page, NEW_USER, DEMO_PASSWORD)).toBe(200);
    await expect.poll(() => page.getByText('Welcome, Emily Tan').isVisible()).toBe(true);
    await (await openUserMenu(page)).click();
    await expectHash(page, '#/sign-in');

    // Back as the admin: select the row and delete it with the bulk action.
    await openAs(page, DEMO.admin, '/admin/users');
    await filterColumn(page, 'Email', 'e2e.operator');
    await page.getByRole('checkbox', { name: 'Select row 1' }).check();
    await page.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await confirmDelete(page);
    await closeSuccess(page, 'Delete successfully!');
    await filterColumn(page, 'Email', 'e2e.operator');
    await expect.poll(() => page.getByText('No Data...').isVisible()).toBe(true);
  });
});
