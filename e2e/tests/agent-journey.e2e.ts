import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, expectHash, expectTabs, hashRoute, signInAs } from '../support/app.js';
import { appUrl, usePage } from '../support/browser.js';
import { accessToken, callApi } from '../support/api.js';
import { tableIdle } from '../support/list.js';

const t = usePage();

interface AgentFigures {
  agentId: string;
  orders: { current: number };
}

/** The rows of a list that hold data (the empty table's one 'No Data...' row left out). */
const dataRows = (page: Page) => page.locator('.data-table tbody tr:not(:has(.lt-empty))');
const widget = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: true });

/** Follows a widget's link from the dashboard of `period` and waits for the list it opens. */
async function follow(page: Page, period: string, title: string, link: string) {
  await page.goto(appUrl(`/?period=${period}`));
  await widget(page, title).getByRole('link', { name: link, exact: true }).click();
  await expect.poll(() => hashRoute(page).path, { timeout: 15_000 }).not.toBe('/');
  await tableIdle(page);
}

describe("the agent's journey (issue 26)", () => {
  it(
    'shows the agent only tabs with something in them, lists where its figures lead, and its customers',
    { timeout: 120_000 },
    async () => {
      const page = t.page;
      await signInAs(page, DEMO.agent);
      await expectHash(page, '#/');
      // No Admin or General tab holding only "This screen is not available yet".
      await expectTabs(page, ['Dashboard', 'Setup', 'Order']);

      const token = await accessToken(DEMO.agent);
      const res = await callApi(token, 'GET', 'network/DashboardInfo/Agent?period=30d');
      expect(res.status).toBe(200);
      const figures = (res.body as { data: AgentFigures }).data;
      expect(figures.orders.current).toBeGreaterThan(0);

      // Orders: the sold orders of his subtree in the period, as many rows as the figure.
      await follow(page, '30d', 'Orders', 'Orders');
      const orders = hashRoute(page);
      expect(orders.path).toBe('/setup/agent-sale-list');
      expect(orders.query).toMatchObject({ statuses: 'Paid,Fulfilled,Completed' });
      await expect.poll(() => dataRows(page).count()).toBe(figures.orders.current);
      await expect
        .poll(() => page.getByRole('status').innerText())
        .toContain('From the dashboard: status Paid, Fulfilled, Completed');

      // My Sales: his own (none: his customers have not bought yet), not an unrelated list.
      await follow(page, '30d', 'My Sales', 'Orders');
      expect(hashRoute(page).query).toMatchObject({ agentId: figures.agentId });
      await expect.poll(() => dataRows(page).count()).toBe(0);
      // Show all drops the figure's filter: his subtree's orders of every period.
      await page.getByRole('button', { name: 'Show all' }).click();
      await tableIdle(page);
      expect(hashRoute(page).query.agentId).toBeUndefined();
      await expect
        .poll(() => dataRows(page).count())
        .toBeGreaterThanOrEqual(figures.orders.current);

      // My Customers: his own customers, with their groups.
      await follow(page, '30d', 'My Customers', 'Customers');
      expect(hashRoute(page)).toEqual({
        path: '/setup/agent-customer-list',
        query: { period: '30d' },
      });
      const borneo = dataRows(page).filter({ hasText: 'Borneo Trails Tours Sdn Bhd' });
      await expect.poll(() => borneo.innerText()).toContain('Travel Agents');
      expect(await borneo.innerText()).toContain('No order yet');
      const petronas = dataRows(page).filter({ hasText: 'Petronas Dagangan Travel Desk' });
      expect(await petronas.innerText()).toContain('Corporate');
      // Skyway is Mei Ling's customer, not his.
      expect(await dataRows(page).count()).toBe(2);
      expect(await page.getByText('Skyway Travel Agency').count()).toBe(0);
    },
  );
});
