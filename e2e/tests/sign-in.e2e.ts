import { describe, expect, it } from 'vitest';
import {
  codeInput,
  DEMO,
  DEMO_PASSWORD,
  emailInput,
  expectHash,
  expectTabs,
  hashRoute,
  loginButton,
  passwordInput,
  settle,
  signIn,
  signInAs,
  visibleTabs,
  walletBalanceLine,
} from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { demoCode } from '../support/totp.js';

const t = usePage();

describe('sign-in screen', () => {
  it('shows a welcome title, Email, Password, Remember Me, the forgot link and Login Now', async () => {
    const { page } = t;
    await page.goto(appUrl('/sign-in'));
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /welcome/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await emailInput(page).isVisible()).toBe(true);
    expect(await passwordInput(page).isVisible()).toBe(true);
    expect(await passwordInput(page).getAttribute('type')).toBe('password');
    const remember = page.getByRole('checkbox', { name: /remember me/i });
    expect(await remember.isVisible()).toBe(true);
    expect(await remember.isChecked()).toBe(false);
    expect(await loginButton(page).isVisible()).toBe(true);

    const forgot = page.getByRole('link', { name: 'Forgot password?' });
    expect(await forgot.isVisible()).toBe(true);
    await forgot.click();
    await expectHash(page, '#/forgot-password');
  });

  it('a signed-out visitor of #/ is sent to #/sign-in', async () => {
    const { page } = t;
    await page.goto(appUrl('/'));
    await expectHash(page, '#/sign-in');
    expect(await loginButton(page).isVisible()).toBe(true);
  });

  it('refuses a wrong password with "Invalid username or password"', async () => {
    const { page } = t;
    const status = await signIn(page, DEMO.customer, 'Wrong#Password1');
    expect(status).toBeGreaterThanOrEqual(400);
    await expect
      .poll(() => page.getByText('Invalid username or password').first().isVisible())
      .toBe(true);
    expect(currentHashOf(page.url())).toBe('#/sign-in');
    expect(await visibleTabs(page)).toEqual([]);
  });

  it('asks the demo admin for the code from the authenticator app after the password', async () => {
    const { page } = t;
    await page.goto(appUrl('/sign-in'));
    await emailInput(page).fill(DEMO.admin);
    await passwordInput(page).fill(DEMO_PASSWORD);
    expect(await codeInput(page).count()).toBe(0);
    await loginButton(page).click();
    await expect
      .poll(() => page.getByText('Enter the code from your authenticator app').first().isVisible())
      .toBe(true);
    expect(await codeInput(page).isVisible()).toBe(true);
    const right = demoCode(DEMO.admin)!;
    await codeInput(page).fill(String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
    await loginButton(page).click();
    await expect
      .poll(() => page.getByText('Invalid two factor code').first().isVisible())
      .toBe(true);
    expect(currentHashOf(page.url())).toBe('#/sign-in');
    await codeInput(page).fill(demoCode(DEMO.admin)!);
    await loginButton(page).click();
    await expectHash(page, '#/');
    await expectTabs(page, ['Dashboard', 'Admin', 'General', 'Setup', 'Order']);
  });
});

function currentHashOf(url: string): string {
  return new URL(url).hash;
}

describe('landing after sign-in, by role (spec sections 4 and 6)', () => {
  it('DmsAdmin lands on #/ with Dashboard, Admin, General, Setup, Order', async () => {
    const { page } = t;
    await signInAs(page, DEMO.admin);
    await expectHash(page, '#/');
    await expectTabs(page, ['Dashboard', 'Admin', 'General', 'Setup', 'Order']);
    expect(currentHashOf(page.url())).toBe('#/');
  });

  it('OperatorAdmin lands on #/ with Dashboard, General, Setup, Order and no Admin', async () => {
    const { page } = t;
    await signInAs(page, DEMO.operator);
    await expectHash(page, '#/');
    await expectTabs(page, ['Dashboard', 'General', 'Setup', 'Order']);
  });

  it('CompanyAdmin of a set-up distributor lands on #/ with Dashboard, Admin, General, Setup, Order', async () => {
    const { page } = t;
    await signInAs(page, DEMO.distributor);
    await expectHash(page, '#/');
    await expectTabs(page, ['Dashboard', 'Admin', 'General', 'Setup', 'Order']);
  });

  it('CompanyAdmin with incomplete setup is guided to the company detail with showSteps and edit', async () => {
    const { page } = t;
    await signInAs(page, DEMO.newDistributor);
    await expect
      .poll(() => hashRoute(page).path, { timeout: 15_000 })
      .toBe('/general/company-detail');
    await settle(page);
    expect(hashRoute(page)).toEqual({
      path: '/general/company-detail',
      query: { showSteps: 'true', edit: 'true' },
    });
    // Dashboard, Admin, General and Setup need a fully set-up company; the top bar is hidden too.
    const tabs = await visibleTabs(page);
    for (const tab of ['Dashboard', 'Admin', 'General', 'Setup']) expect(tabs).not.toContain(tab);

    // Without the showSteps flag the guard sends them back to the company setup.
    await page.goto(appUrl('/'));
    await expect
      .poll(() => hashRoute(page).path, { timeout: 15_000 })
      .toBe('/general/company-detail');
    await settle(page);
    expect(hashRoute(page).query).toEqual({ showSteps: 'true', edit: 'true' });
  });

  it('Customer lands on #/purchase-order-list with Order, Wallet, its Invoices and Usage Report and a wallet balance line', async () => {
    const { page } = t;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    // No Setup tab for a customer (spec section 6): its invoices and usage have tabs of their own.
    await expectTabs(page, ['Order', 'Wallet', 'Invoices', 'Usage Report']);
    await expect.poll(() => walletBalanceLine(page).isVisible()).toBe(true);
  });

  it('Agent lands on #/', async () => {
    const { page } = t;
    await signInAs(page, DEMO.agent);
    await expectHash(page, '#/');
    expect(await loginButton(page).isVisible()).toBe(false);
  });
});
