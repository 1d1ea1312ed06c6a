import { describe, expect, it } from 'vitest';
import { closeMessage, DEMO, expectHash, orderFromCart, signInAs } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { pickOption } from '../support/list.js';

const t = usePage();

/**
 * Issue 29: a travel agency plans a trip's data in the catalogue (Japan 5 days, then South Korea
 * 4 days, 1 GB a day), reads why each plan was chosen, and fills the cart from the plan in one
 * click; the order form then holds those lines at the planned total.
 */
describe('Plan a trip in the catalogue', () => {
  it('plans Japan and South Korea, then fills the cart in one click', async () => {
    const page = t.page;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    await page.goto(appUrl('/catalog'));
    await page.getByRole('button', { name: 'Plan a trip' }).click();
    const planner = page.getByRole('region', { name: 'Plan a trip' });
    await expect.poll(() => planner.count(), { timeout: 15_000 }).toBe(1);

    // Nothing typed yet: the server's field errors show under their fields.
    await planner.getByRole('button', { name: 'Plan my trip' }).click();
    await expect
      .poll(() => planner.getByText('Days should have minimum value of 1').count())
      .toBe(1);

    const ids = await planner
      .locator('input[id^="trip-country-"]')
      .evaluateAll((inputs) => inputs.map((i) => i.id));
    // The list is long and virtual: typing narrows it, as a user does.
    await page.locator(`#${ids[0]}`).fill('Japan');
    await pickOption(page, ids[0]!, 'Japan');
    await planner.getByLabel('Days').first().fill('5');
    await planner.getByRole('button', { name: 'Add destination' }).click();
    const second = await planner
      .locator('input[id^="trip-country-"]')
      .evaluateAll((inputs) => inputs.map((i) => i.id));
    await page.locator(`#${second[1]}`).fill('Korea');
    await pickOption(page, second[1]!, 'South Korea');
    await planner.getByLabel('Days').nth(1).fill('4');
    await planner.getByLabel('Data per day (GB)').fill('1');
    await planner.getByRole('button', { name: 'Plan my trip' }).click();

    const table = planner.getByRole('table', { name: 'The cheapest plans for this trip' });
    await expect.poll(() => table.count(), { timeout: 15_000 }).toBe(1);
    const text = await table.innerText();
    expect(text).toMatch(/covers? .*(Japan|South Korea)/);
    const total = (await planner.getByText(/^Total: MYR /).innerText()).replace('Total: ', '');
    await page
      .screenshot({ path: 'artifacts/trip-planner.png', fullPage: true })
      .catch(() => undefined);

    await planner.getByRole('button', { name: 'Add all to the cart' }).click();
    await closeMessage(page, /plan\(s\) added to the cart/);
    await expect.poll(() => page.getByTestId('cart-count').innerText()).not.toBe('0');
    await orderFromCart(page);
    await expect
      .poll(() => page.locator('.order-totals, .purchase-order-totals').first().innerText(), {
        timeout: 15_000,
      })
      .toContain(total);
  });
});
