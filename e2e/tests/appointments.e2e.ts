import { describe, expect, it } from 'vitest';
import {
  DEMO,
  answerYes,
  closeMessage,
  expectHash,
  pickSearched,
  signInAs,
} from '../support/app.js';
import { accessToken, callApi, demoJapanPlan } from '../support/api.js';
import { appUrl, usePage } from '../support/browser.js';

const t = usePage();

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

interface Day {
  closedReason: string | null;
  periods: { startTime: string; endTime: string; available: boolean }[];
}

describe('appointments', () => {
  it('books a period, confirms, adjusts the products and completes it: the stock goes down', async () => {
    const token = await accessToken(DEMO.distributor);
    const variant = await demoJapanPlan(token);
    // A day two weeks ahead with a free period (past the demo bookings, not a holiday).
    let date = addDays(new Date().toISOString().slice(0, 10), 15);
    let day: Day | null = null;
    for (let i = 0; i < 6 && !day; i += 1, date = addDays(date, 1)) {
      const answer = await callApi(token, 'POST', 'service/Appointments/GetTimePeriodByDate', {
        date,
      });
      const found = (answer.body as { data: Day }).data;
      if (!found.closedReason && found.periods.some((p) => p.available)) day = found;
    }
    if (!day) throw new Error('no bookable day found two weeks ahead');
    date = addDays(date, -1);
    const period = day.periods.find((p) => p.available)!;

    const page = t.page;
    await signInAs(page, DEMO.distributor);
    await expectHash(page, '#/');
    await page.goto(appUrl('/setup/appointment-new'));
    await page.locator('#apt-customer').fill('E2E Traveller');
    await page.locator('#apt-phone').fill('60123450000');
    await page.locator('#apt-date').fill(date);
    const radio = page.getByRole('radio', {
      name: new RegExp(`^${period.startTime}-${period.endTime} \\(\\d+ of \\d+ left\\)$`),
    });
    await expect.poll(() => radio.count(), { timeout: 15_000 }).toBe(1);
    await page
      .locator('label.ant-radio-button-wrapper')
      .filter({ hasText: `${period.startTime}-${period.endTime} (` })
      .click();
    await expect.poll(() => radio.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await closeMessage(page, 'Create successfully!');
    const title = `Appointment ${date} ${period.startTime}`;
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toBe(title);
    expect(await page.getByText('Pending', { exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Confirm' }).click();
    await answerYes(page, 'Confirm this appointment?');
    await closeMessage(page, 'Appointment confirmed');

    await page.getByRole('button', { name: 'Adjust Products' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Products' });
    const plan = dialog.getByRole('combobox', { name: 'Plan to add' });
    const option = dialog.getByRole('option', { name: variant.label, exact: true });
    const add = dialog.getByRole('button', { name: 'Add' });
    await pickSearched(plan, 'Japan', option, add);
    await dialog.getByRole('spinbutton', { name: 'Quantity to add' }).fill('2');
    await add.click();
    await dialog.getByRole('button', { name: 'Save Products' }).click();
    await closeMessage(page, 'Appointment adjusted');

    const table = page.getByRole('table', { name: 'Appointment products' });
    const stockCell = table.locator('tbody tr').first().locator('td').last();
    await expect.poll(() => stockCell.innerText(), { timeout: 15_000 }).toMatch(/^\d+$/);
    const before = Number(await stockCell.innerText());
    expect(before).toBeGreaterThanOrEqual(2);
    expect(await table.locator('tbody tr').first().locator('td').nth(2).innerText()).toBe('2');

    await page.getByRole('button', { name: 'Complete' }).click();
    await answerYes(page, 'Complete this appointment? A sale of 2 eSIM(s) is issued from stock.');
    await closeMessage(page, 'Appointment completed');
    await expect.poll(() => stockCell.innerText(), { timeout: 15_000 }).toBe(String(before - 2));
    expect(await page.getByText('Completed', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('link', { name: /^SO-/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    await page.screenshot({ path: 'artifacts/appointment-completed.png', fullPage: true });
  });

  it('lists the demo bookings, the counter’s timeslots and its rules', async () => {
    const page = t.page;
    await signInAs(page, DEMO.distributor);
    await expectHash(page, '#/');
    await page.goto(appUrl('/setup/appointment-list'));
    const firstRow = page.locator('.data-table tbody tr').first();
    await expect.poll(() => firstRow.innerText(), { timeout: 15_000 }).toContain('Aiko Tanaka');
    await firstRow.click();
    await expect
      .poll(() => page.locator('.page-frame__title').innerText(), { timeout: 15_000 })
      .toMatch(/^Appointment \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await page.goto(appUrl('/setup/timeslot-list'));
    await expect
      .poll(() => page.locator('.data-table tbody tr').first().innerText(), { timeout: 15_000 })
      .toContain('Monday');
    await page.goto(appUrl('/setup/appointment-config'));
    const capacity = page.locator('#cfg-capacityPerSlot');
    await expect.poll(() => capacity.inputValue(), { timeout: 15_000 }).toBe('3');
  });
});
