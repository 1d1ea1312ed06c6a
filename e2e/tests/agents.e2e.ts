import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeMessage, DEMO, hashRoute, openAs, pressInDialog } from '../support/app.js';
import { filterColumn, pickOption, rows } from '../support/list.js';
import { appUrl, baseUrl, usePage } from '../support/browser.js';
import { accessToken, callApi } from '../support/api.js';

const t = usePage();
const PASSWORD = 'Agent#2026';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

/** The tree line of an agent (its code, sales this month and downline count). */
const agentLine = (page: Page, code: string) => page.locator(`[data-agent-code="${code}"]`);

describe('an agent shares its sign-up link and the new agent joins its downline', () => {
  it('copies the link, registers through it and shows the newcomer under the agent', async () => {
    const { page, context } = t;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(baseUrl()).origin,
    });
    const stamp = Date.now();
    const code = `AGT-E2E-${stamp}`;

    // Arjun's tree: his three levels, with Mei Ling's sales this month.
    await openAs(page, DEMO.agent, '/setup/agent-hierarchy');
    await expect.poll(() => agentLine(page, 'AGT001').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await agentLine(page, 'AGT001').innerText()).toContain('Downline: 5');
    expect(await agentLine(page, 'AGT002').innerText()).toMatch(
      /Sales this month: MYR [\d,]+\.\d\d/,
    );
    expect(await agentLine(page, 'AGT006').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Get Link' }).click();
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await closeMessage(page, 'Sign-up link copied');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/#\/agent-sign-up\?token=/);
    expect(link).toBe(await page.getByLabel('Agent sign-up link').innerText());

    // Someone else opens the link, in a browser of their own.
    const theirs = await context.browser()!.newContext({ viewport: { width: 1440, height: 900 } });
    const newcomer = await theirs.newPage();
    await newcomer.goto(link);
    await fill(newcomer, 'Email', `newagent${stamp}@agents.my`);
    await fill(newcomer, 'Password', PASSWORD);
    await fill(newcomer, 'Confirm Password', PASSWORD);
    await fill(newcomer, 'Contact Number', '0137778888');
    await fill(newcomer, 'Agent Name', 'Nurul Huda');
    await fill(newcomer, 'Agent ID', code);
    await fill(newcomer, 'Plan', 'Bronze');
    await newcomer.getByLabel('I agree to the Terms and Conditions').check();
    await newcomer.getByRole('button', { name: 'Register' }).click();
    const done = newcomer
      .locator('.ant-modal')
      .filter({ hasText: 'You have registered successfully.' });
    await pressInDialog(done, 'Close');

    await theirs.close();

    // Back with Arjun: the newcomer is in his tree, right under him.
    await page.reload();
    await expect.poll(() => agentLine(page, code).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await agentLine(page, code).innerText()).toContain('Nurul Huda');
    expect(await agentLine(page, 'AGT001').innerText()).toContain('Downline: 6');
    // A node's own row (its children are in the group after it).
    const rowOf = (agent: string) =>
      page.locator('.lt-tree__row').filter({ has: agentLine(page, agent) });
    // Right under Arjun: the level of Mei Ling and Hafiz, one below his.
    const levelOf = (agent: string) => rowOf(agent).getAttribute('data-level');
    expect(await levelOf(code)).toBe(await levelOf('AGT002'));
    expect(Number(await levelOf(code))).toBe(Number(await levelOf('AGT001')) + 1);

    // The Downline list has the newcomer too.
    await page.goto(appUrl('/setup/agent-list'));
    await expect
      .poll(() => page.getByRole('row').filter({ hasText: code }).count(), { timeout: 15_000 })
      .toBe(1);
  });
});

describe("a distributor looks at an agent's customers and cannot loop the tree", () => {
  it("opens Mei Ling's detail from the Downline list and is refused a move under her own downline", async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/agent-list');
    await filterColumn(page, 'Agent ID', 'AGT002');
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().locator('td').first().click();
    await expect.poll(() => hashRoute(page).path).toMatch(/^\/setup\/agent-detail\//);

    // Her customer and its orders, under the profile.
    const panel = (title: string) =>
      page
        .locator('.panel')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    const customers = panel('Customers');
    await expect
      .poll(() => customers.getByRole('cell', { name: 'Skyway Travel Agency' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const orders = panel('Orders');
    expect(await orders.locator('tbody tr').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Downline agents').isVisible()).toBe(true);

    // Priya is in Mei Ling's downline: she cannot become Mei Ling's upline. The PUT the form
    // sends is kept, so a failure names the agent the select picked and what the server said.
    const detailId = hashRoute(page).path.split('/').pop()!;
    await page.getByRole('button', { name: 'Edit' }).click();
    await pickOption(page, 'parentUserId', 'AGT004');
    const sent = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes(`/api/agent/Agents/${detailId}`),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const answer = await sent;
    const picked = (answer.request().postDataJSON() as { parentUserId: string | null })
      .parentUserId;
    const token = await accessToken(DEMO.distributor);
    const options = (await callApi(token, 'GET', 'agent/Agents/GetSelectList')).body as {
      data: { value: string; label: string }[];
    };
    const pickedAgent = options.data.find((o) => o.value === picked)?.label ?? `none (${picked})`;
    const what = `picked ${pickedAgent} as the upline of agent ${detailId}; the server answered ${answer.status()} ${await answer.text()}`;
    expect(pickedAgent, what).toBe('AGT004');
    expect(answer.status(), what).toBe(400);
    await expect
      .poll(
        () =>
          page
            .getByText('An agent cannot be moved under itself or its own downline')
            .first()
            .isVisible(),
        { message: what },
      )
      .toBe(true);
  });
});
