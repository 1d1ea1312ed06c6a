import { describe, expect, it } from 'vitest';
import { DEMO, hashRoute, openAs } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { linkFromEmailLog } from '../support/mail.js';
import { closeSuccess, columnTexts, filterColumn, pickOption, rows } from '../support/list.js';

const t = usePage();

describe('Customer (/setup/customer-list)', () => {
  it('creates a business customer, invites its admin by e-mail and lists it', async () => {
    const { page } = t;
    const stamp = Date.now();
    const email = `admin${stamp}@coralbay.my`;
    const companyName = `Coral Bay Tours ${stamp % 100000}`;
    await openAs(page, DEMO.distributor, '/setup/customer-list');
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(8);
    expect(await columnTexts(page, 1)).toContain('Skyway Travel Agency');

    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => hashRoute(page).path).toBe('/setup/customer-new');

    // The spec's messages before anything is sent.
    const phone = page.getByRole('textbox', { name: 'Contact Number' });
    await phone.fill('01-234');
    await phone.blur();
    await expect
      .poll(() => page.getByText('Contact Number should have only digits').isVisible())
      .toBe(true);

    await page.getByRole('textbox', { name: 'Company Name' }).fill(companyName);
    await page.getByRole('textbox', { name: 'Register Number' }).fill('202501004455');
    await page.getByRole('textbox', { name: 'Contact Name' }).fill('Aina Rosli');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await pickOption(page, 'countryCode', '+60');
    await phone.fill('0127788990');
    await pickOption(page, 'customerGroupId', 'Corporate');
    await pickOption(page, 'membershipId', 'Silver');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');

    // The invitation went out through the mail outbox (the distributor's e-mail log).
    const link = await linkFromEmailLog(DEMO.distributor, email, 'sign-up');
    expect(link).toContain('token=');
    expect(link).toContain(`email=${encodeURIComponent(email)}`);

    await expect.poll(() => hashRoute(page).path).toBe('/setup/customer-list');
    await filterColumn(page, 'Company Name', companyName);
    await expect.poll(() => columnTexts(page, 1)).toEqual([companyName]);
    const row = rows(page).first();
    await expect.poll(() => row.innerText()).toContain('Corporate');
    expect(await row.innerText()).toContain('Invited');
    expect(await row.innerText()).toContain(email);
  });
});
