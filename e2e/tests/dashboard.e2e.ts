import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, expectHash, hashRoute, signInAs } from '../support/app.js';
import { tableIdle } from '../support/list.js';
import { appUrl, usePage } from '../support/browser.js';
import { accessToken, callApi, demoJapanPlan } from '../support/api.js';

const t = usePage();

interface Figures {
  sales: { currency: string; currentMinor: number }[];
  orders: { current: number };
  receivedOrdersWaiting: number;
  stock: unknown[];
}

const money = (minor: number) =>
  `MYR ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const myr = (f: Figures) => f.sales.find((s) => s.currency === 'MYR')?.currentMinor ?? 0;

async function companyFigures(token: string, period: string): Promise<Figures> {
  const res = await callApi(token, 'GET', `network/DashboardInfo/Company?period=${period}`);
  expect(res.status).toBe(200);
  return (res.body as { data: Figures }).data;
}

/** The text of a dashboard widget (a region named by its title). */
const widget = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });
const shows = (page: Page, title: string, text: string) =>
  expect
    .poll(async () => (await widget(page, title).innerText()).includes(text), { timeout: 15_000 })
    .toBe(true);

describe('dashboard', () => {
  it(
    "shows the distributor the demo world's figures, and a purchase moves them",
    { timeout: 120_000 },
    async () => {
      const page = t.page;
      const distributor = await accessToken(DEMO.distributor);
      await signInAs(page, DEMO.distributor);
      await expectHash(page, '#/');

      // 30 days of the demo world: sales, a chart and the stock forecast.
      const month = await companyFigures(distributor, '30d');
      expect(myr(month)).toBeGreaterThan(0);
      expect(month.stock.length).toBeGreaterThan(0);
      await page.goto(appUrl('/?period=30d'));
      await shows(page, 'Sales', money(myr(month)));
      await shows(page, 'Orders', month.orders.current.toLocaleString('en-US'));
      await expect
        .poll(() => page.locator('.dash-chart canvas').count(), { timeout: 15_000 })
        .toBeGreaterThan(0);
      const stockRows = widget(page, 'Stock per Plan').locator('tbody tr');
      expect(await stockRows.count()).toBe(month.stock.length);

      // Today, before and after a purchase by the demo customer.
      const before = await companyFigures(distributor, 'today');
      await page.locator('.lt-seg__item', { hasText: 'Today' }).click();
      await expectHash(page, '#/?period=today');
      await shows(
        page,
        'Sales',
        before.sales.length ? money(myr(before)) : 'No sales in this period.',
      );

      const customer = await accessToken(DEMO.customer);
      const plan = await demoJapanPlan(customer);
      const paid = await callApi(customer, 'POST', 'payment/Payment/WanderCheckout', {
        dataPlanModel: {
          distributorEntityCode: 'DIST001',
          lines: [{ variantId: plan.value, qty: 1 }],
        },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const amountMinor = Math.round((paid.body as { data: { amount: number } }).data.amount * 100);
      expect(amountMinor).toBeGreaterThan(0);

      await page.reload();
      await shows(page, 'Sales', money(myr(before) + amountMinor));
      await shows(page, 'Orders', (before.orders.current + 1).toLocaleString('en-US'));
      await shows(page, 'Orders to Fulfil', String(before.receivedOrdersWaiting + 1));

      // Each widget links to the list behind it, filtered to what it counts (issue 26).
      await widget(page, 'Orders to Fulfil').getByRole('link', { name: 'Received orders' }).click();
      await expect
        .poll(() => hashRoute(page), { timeout: 15_000 })
        .toEqual({
          path: '/setup/received-order-list',
          query: { statuses: 'Paid', deliveryNot: 'Pending' },
        });
      await tableIdle(page);
      await expect
        .poll(() => page.locator('.data-table tbody tr:not(:has(.lt-empty))').count())
        .toBe(before.receivedOrdersWaiting + 1);
    },
  );
});
