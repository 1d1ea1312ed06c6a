import { inject, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { answerYes, closeMessage, DEMO, openAs, settle } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { pickOption, rows } from '../support/list.js';

const t = usePage();
const fakeFcmUrl = inject('fakeFcmUrl');
const GROUP = 'Retail (Globetrek Distribution Sdn Bhd)';

interface Received {
  sends: { token: string; title: string; body: string }[];
}
const received = async (): Promise<Received> =>
  (await (await fetch(`${fakeFcmUrl}/_received`)).json()) as Received;

/** A datetime-local value (the browser's local time, with seconds) `ms` from now. */
function localInput(ms: number): string {
  const d = new Date(Date.now() + ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Fills Send Message for the Retail customer group, scheduled a minute ahead, and submits it. */
async function scheduleForRetail(page: Page, title: string) {
  await page.locator('#title').fill(title);
  await page.locator('#message').fill(`${title}: new plans in your portal.`);
  await page.getByRole('radio', { name: 'Customer Group' }).check();
  await pickOption(page, 'customerGroupId', GROUP);
  await page.getByRole('radio', { name: 'Schedule' }).check();
  await page.locator('#sendAt').fill(localInput(60_000));
  // After a brief request antd can leave its loading icon's leave motion unfinished (width 0,
  // invisible, still in the DOM), so the button's accessible name may read "loading Schedule".
  await page.getByRole('button', { name: /^(loading )?Schedule$/ }).click();
  await closeMessage(page, 'Message scheduled');
}

const messageRow = (page: Page, title: string) => rows(page).filter({ hasText: title });

describe.skipIf(!fakeFcmUrl)('push messages (Send Message)', () => {
  it('schedules a push to a customer group, cancels it, schedules another and sees it delivered and logged per recipient', async () => {
    const { page } = t;
    const stamp = Date.now().toString(36);
    const first = `Group push A ${stamp}`;
    const second = `Group push B ${stamp}`;
    await openAs(page, DEMO.admin, '/general/fcm-message');
    await settle(page);

    await scheduleForRetail(page, first);
    await expect.poll(() => messageRow(page, first).innerText()).toContain('Scheduled');
    await messageRow(page, first).getByRole('button', { name: 'Cancel' }).click();
    await answerYes(page, 'Cancel the scheduled message?');
    await closeMessage(page, 'Scheduled message cancelled');
    await expect.poll(() => messageRow(page, first).innerText()).toContain('Cancelled');

    await scheduleForRetail(page, second);
    await expect.poll(() => messageRow(page, second).innerText()).toContain('Scheduled');
    // The screen reads the list again while the message is due: it turns Sent with its progress.
    await expect
      .poll(() => messageRow(page, second).innerText(), { timeout: 150_000, interval: 2_000 })
      .toMatch(/Sent\s+2 of 2/);

    // The fake FCM got it once per device of the group's customers' users; the cancelled one never.
    const { sends } = await received();
    expect(sends.filter((s) => s.title === first)).toEqual([]);
    const delivered = sends.filter((s) => s.title === second);
    expect(delivered).toHaveLength(2);
    expect(new Set(delivered.map((s) => s.token)).size).toBe(2);

    // Logged per recipient on the message's detail.
    await messageRow(page, second).getByRole('link', { name: second }).click();
    await expect.poll(() => page.getByText('Notification Detail').first().isVisible()).toBe(true);
    const recipients = rows(page);
    await expect.poll(() => recipients.count(), { timeout: 15_000 }).toBe(2);
    for (const text of await recipients.allInnerTexts()) {
      expect(text).toContain('Skyway Travel Agency');
      expect(text).toContain('Sent');
      expect(text).toMatch(/sent: projects\/wander-test\/messages\/\d+/);
    }
  }, 240_000);
});
