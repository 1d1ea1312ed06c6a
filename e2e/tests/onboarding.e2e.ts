import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO,
  expectHash,
  hashRoute,
  pressInDialog,
  settle,
  signIn,
  signInAs,
} from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { linkFromEmailLog } from '../support/mail.js';

const t = usePage();
const PASSWORD = 'Onboard#2026';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function closeDialogWith(page: Page, text: string) {
  await pressInDialog(page.locator('.ant-modal').filter({ hasText: text }), 'Close');
}

describe('a distributor registers, confirms the e-mail, sets up the company and reaches the dashboard', () => {
  it('goes from /distributor-sign-up to the dashboard', async () => {
    const { page } = t;
    const email = `owner${Date.now()}@tripline.com`;
    await page.goto(appUrl('/distributor-sign-up'));

    // The form's own rules first: nothing is sent until they pass.
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByText('Terms and Conditions is required').isVisible())
      .toBe(true);
    await fill(page, 'Password', 'weak');
    await expect
      .poll(() =>
        page
          .getByText(
            'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
          )
          .isVisible(),
      )
      .toBe(true);

    await fill(page, 'Email', email);
    await fill(page, 'First Name', 'Tara');
    await fill(page, 'Last Name', 'Lim');
    await fill(page, 'Password', PASSWORD);
    await fill(page, 'Confirm Password', PASSWORD);
    await page.getByLabel('Country Code').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '+65' }).click();
    await fill(page, 'Contact Number', '61234567');
    await fill(page, 'Company Name', 'Tripline Pte Ltd');
    await fill(page, 'Register Number', '202400001Z');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await closeDialogWith(page, 'You have registered successfully.');

    // The e-mail is not confirmed yet: sign-in says so.
    await expectHash(page, '#/sign-in');
    await expect
      .poll(() => page.getByText('Please confirm your email with the link we sent you').isVisible())
      .toBe(true);
    expect(await signIn(page, email, PASSWORD)).toBe(400);
    await expect
      .poll(() => page.getByText('Email is not confirmed please check your inbox').isVisible())
      .toBe(true);

    const confirmLink = await linkFromEmailLog(DEMO.admin, email, 'confirm-email');
    await page.goto(appUrl(confirmLink));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await closeDialogWith(page, 'You have confirmed email successfully!');
    await expectHash(page, '#/sign-in');

    // The first sign-in lands on the setup wizard's company step, top bar hidden.
    expect(await signIn(page, email, PASSWORD)).toBe(200);
    await expect
      .poll(() => hashRoute(page), { timeout: 15_000 })
      .toEqual({
        path: '/general/company-detail',
        query: { showSteps: 'true', edit: 'true' },
      });
    await fill(page, 'Address', '1 Raffles Place, Singapore');
    await page.getByLabel('Default Currency').click();
    await page.getByLabel('Default Currency').fill('Singapore');
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: 'Singapore Dollar' })
      .first()
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await closeDialogWith(page, 'Update successfully!');

    // Step 2: products, then Finish to the dashboard.
    await expect
      .poll(() => hashRoute(page), { timeout: 15_000 })
      .toEqual({ path: '/general/company-detail', query: { showSteps: 'true', step: '2' } });
    await expect
      .poll(() => page.getByRole('link', { name: 'Go to Products' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Finish' }).click();
    await expectHash(page, '#/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard' }).first().isVisible())
      .toBe(true);
  });
});

describe('a distributor invites a business customer who registers through the link', () => {
  it('lands the new customer on the purchase order list', async () => {
    const { page, context } = t;
    const email = `buyer${Date.now()}@skytravel.com`;
    await signInAs(page, DEMO.distributor);
    await settle(page);
    await page.goto(appUrl('/invitations'));
    // The screen finishes loading before the address is typed: the gate's run saw a fill made
    // while it loaded come to nothing ("Email is required" after Invite).
    await settle(page);
    const inviteEmail = page.getByLabel('Email', { exact: true });
    await inviteEmail.fill(email);
    await expect.poll(() => inviteEmail.inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Invite' }).click();
    await closeDialogWith(page, 'Invitation sent successfully!');
    await expect
      .poll(() =>
        page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'Pending' }).count(),
      )
      .toBe(1);

    const signUpLink = await linkFromEmailLog(DEMO.distributor, email, 'sign-up');
    // The invitee is someone else: a fresh session.
    await context.clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(appUrl(signUpLink));
    const emailField = page.getByLabel('Email', { exact: true });
    await expect.poll(() => emailField.inputValue()).toBe(email);
    expect(await emailField.isDisabled()).toBe(true);

    await fill(page, 'First Name', 'Ben');
    await fill(page, 'Last Name', 'Ong');
    await fill(page, 'Password', PASSWORD);
    await fill(page, 'Confirm Password', PASSWORD);
    await fill(page, 'Contact Number', '0123456789');
    await fill(page, 'Company Name', 'Sky Travel Sdn Bhd');
    await fill(page, 'Register Number', '202301234567');
    await page.getByLabel('I agree to the Terms and Conditions').check();
    await page.getByRole('button', { name: 'Register' }).click();
    await closeDialogWith(page, 'You have registered successfully.');
    await expectHash(page, '#/purchase-order-list');
  });
});
