import { describe, expect, it } from 'vitest';
import { DEMO, openAs, settle } from '../support/app.js';
import { accessToken, callApi } from '../support/api.js';
import { appUrl, usePage } from '../support/browser.js';
import { filterColumn, rows } from '../support/list.js';

const t = usePage();
const CUSTOMER_EMAIL = 'bookings@skyway.demo';
const SUBJECT = 'has used 80% of its data';

interface LoggedMail {
  id: string;
  subject: string;
  textBody: string;
  status: string;
  template: string;
}

/**
 * The usage-alert job runs when the server starts (pg-boss): the demo eSIM at 82 % of its data is
 * alerted once. Read the distributor's e-mail log until the alert is there (and no longer Queued).
 */
async function usageAlertInLog(timeoutMs = 30_000): Promise<LoggedMail[]> {
  const token = await accessToken(DEMO.distributor);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await callApi(token, 'POST', 'network/EmailLog/Search', {
      pageIndex: 1,
      pageSize: 50,
      filterColumns: [{ columnName: 'subject', filterValue: SUBJECT, operator: 'contains' }],
    });
    const items = (res.body as { data: { items: LoggedMail[] } }).data.items;
    if (items.length > 0 && items.every((m) => m.status !== 'Queued')) return items;
    if (Date.now() > deadline)
      throw new Error(`no usage alert in the e-mail log: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('usage alerts', () => {
  /** The alerted eSIM and the top-up link of its alert, from the first test. */
  let found: { iccid: string; link: string } | null = null;

  it('alerts the demo eSIM at 80 % once, in the e-mail log, with its top-up link', async () => {
    const { page } = t;
    const alerts = await usageAlertInLog();
    // Once: one alert for the one demo eSIM past 80 %, whatever the number of job runs.
    expect(alerts.map((m) => m.template)).toEqual(['usage-alert']);
    const [alert] = alerts;
    const iccid = /Your eSIM (\d+) has used 80% of its data/.exec(alert.subject)?.[1];
    expect(iccid).toBeTruthy();
    const link = /#(\/setup\/esim-top-up\/[0-9a-f-]{36})/.exec(alert.textBody)?.[1];
    expect(link).toBeTruthy();

    // The distributor's Email Log shows it, to the customer, with the link in the message.
    await openAs(page, DEMO.distributor, '/general/email-log-list');
    await settle(page);
    await filterColumn(page, 'Subject', SUBJECT);
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows(page).first().innerText()).toContain(CUSTOMER_EMAIL);
    await rows(page).first().getByText(alert.subject).click();
    await expect
      .poll(() => page.getByText(`#${link}`, { exact: false }).first().isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    found = { iccid: iccid!, link: link! };
  });

  it('opens the top-up of that same eSIM, with its plans, for the customer that follows the link', async () => {
    const { page } = t;
    expect(found).not.toBeNull();
    const { iccid, link } = found!;
    await openAs(page, DEMO.customer, link, '#/purchase-order-list');
    await expect
      .poll(() => page.getByText(iccid, { exact: true }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('radio').count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: 'Buy Top-up' }).isVisible()).toBe(true);
    expect(page.url()).toBe(appUrl(link));
  });
});
