import { describe, expect, it } from 'vitest';
import { closeMessage, DEMO, openAs, settle } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { rows } from '../support/list.js';

const t = usePage();

/**
 * Issue 26: the distributor had no Send Message item and its page said "You do not have
 * permission". It now messages its own customers (never another company's) from its sidebar.
 */
describe('Send Message for a distributor', () => {
  it('opens Send Message from the sidebar, offers only its own customers and sends to one', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/general');
    await settle(page);
    await page.getByRole('menuitem', { name: 'Send Message' }).click();
    await expect.poll(() => page.locator('.page-frame__title').innerText()).toBe('Send Message');

    const title = `Holiday hours ${Date.now().toString(36)}`;
    await page.locator('#title').fill(title);
    await page.locator('#message').fill('Our support desk closes at 6 pm on public holidays.');
    const customers = page.locator('#customers');
    const offered = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    const offeredFor = async (search: string) => {
      await customers.fill(search);
      await page.waitForTimeout(300);
      return offered.evaluateAll((els) => els.map((e) => e.getAttribute('title') ?? ''));
    };
    await customers.click();
    await expect.poll(() => offered.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    // Its own customers only: not the other distributor, nor the platform, nor itself.
    for (const other of ['Nomad Connect', 'Wander Platform', 'Globetrek'])
      expect(await offeredFor(other)).toEqual([]);
    expect(await offeredFor('Skyway')).toEqual(['Skyway Travel Agency']);
    await offered.filter({ hasText: 'Skyway Travel Agency' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^(loading )?Send$/ }).click();
    await closeMessage(page, /Message is being sent \(job /);
    // The distributor's own message list shows it.
    await expect
      .poll(() => rows(page).filter({ hasText: title }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.screenshot({ path: 'artifacts/distributor-send-message.png', fullPage: true });
  });
});
