import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, expectHash, hashRoute, settle, signIn } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { closeSuccess, columnTexts, confirmDelete, filterColumn, rows } from '../support/list.js';

const t = usePage();

const firstCells = (page: Page) => columnTexts(page, 1);

async function openList(page: Page) {
  await signIn(page, DEMO.admin, DEMO_PASSWORD);
  await expectHash(page, '#/');
  await page.goto(appUrl('/setup/wander-plan-list'));
  await expect.poll(() => rows(page).count()).toBe(10);
}

const filterPlanName = (page: Page, text: string) => filterColumn(page, 'Plan Name', text);

describe('Wander plan list (/setup/wander-plan-list)', () => {
  it('pages by 10, sorts by plan name both ways, filters and changes the page size', async () => {
    const { page } = t;
    await openList(page);
    await page.getByRole('button', { name: /^Plan Name/ }).click();
    await settle(page);
    const asc = await firstCells(page);
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    await page.getByRole('button', { name: /^Plan Name/ }).click();
    await settle(page);
    const desc = await firstCells(page);
    expect(desc[0]).toBe('Vietnam Unlimited');
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a)));

    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await settle(page);
    const second = await firstCells(page);
    expect(second).toHaveLength(10);
    expect(second.some((name) => desc.includes(name))).toBe(false);

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByLabel('Page size')
      .selectOption('20');
    await expect.poll(() => rows(page).count()).toBe(20);
    expect(hashRoute(page).query.size).toBe('20');

    await filterPlanName(page, 'Japan');
    expect(await firstCells(page)).toEqual([
      'Japan Unlimited',
      'Japan Day Pass',
      'Japan Data Pack',
    ]);
  });

  it('creates, edits and deletes a plan with the spec messages', async () => {
    const { page } = t;
    await openList(page);
    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/setup/wander-plan-new');

    const name = page.getByRole('textbox', { name: 'Plan Name' });
    await name.fill('x');
    await name.fill('');
    await name.blur();
    await expect.poll(() => page.getByText('Plan Name is required').isVisible()).toBe(true);
    await name.fill('E2E Borneo Explorer');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Unlimited data across Sabah and Sarawak');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');
    await expect.poll(() => hashRoute(page).path).toBe('/setup/wander-plan-list');

    await filterPlanName(page, 'E2E Borneo');
    expect(await firstCells(page)).toEqual(['E2E Borneo Explorer']);
    await rows(page).first().click();
    await expect.poll(() => hashRoute(page).path).toMatch(/^\/setup\/wander-plan-edit\//);
    await page.getByRole('textbox', { name: 'Plan Name' }).fill('E2E Borneo Explorer Plus');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Update successfully!');

    await filterPlanName(page, 'E2E Borneo');
    expect(await firstCells(page)).toEqual(['E2E Borneo Explorer Plus']);
    await rows(page).first().click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page);
    await closeSuccess(page, 'Delete successfully!');
    await filterPlanName(page, 'E2E Borneo');
    await expect.poll(() => page.getByText('No Data...').isVisible()).toBe(true);
  });
});
