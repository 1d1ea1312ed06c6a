import { describe, expect, it } from 'vitest';
import { DEMO, expectHash, openAs, settle, signInAs } from '../support/app.js';
import { usePage } from '../support/browser.js';
import { closeSuccess, columnTexts, rows } from '../support/list.js';

const t = usePage();

describe('offers', () => {
  it('the customer opens /catalog and sees the top plans before searching', async () => {
    const { page } = t;
    await signInAs(page, DEMO.customer);
    await expectHash(page, '#/purchase-order-list');
    await page.getByRole('button', { name: 'Catalogue' }).click();
    await expectHash(page, '#/catalog');
    const top = page.getByRole('region', { name: 'Top plans' });
    const titles = () => top.locator('.catalog-card').getByRole('heading').allInnerTexts();
    // The demo customer is in Malaysia: Globetrek's top plans for Malaysia first, in their order.
    await expect.poll(titles, { timeout: 15_000 }).toHaveLength(10);
    expect((await titles()).slice(0, 5)).toEqual([
      'Japan eSIM',
      'Thailand eSIM',
      'South Korea eSIM',
      'Asia 8',
      'Singapore eSIM',
    ]);
    // No country chosen: the opening page is the top plans, not a search.
    expect(await page.locator('.catalog-filters .lt-combo__chip').count()).toBe(0);
    const japan = top.locator('.catalog-card').first();
    expect(await japan.innerText()).toContain('Also consider: Japan and South Korea');
    await page.screenshot({ path: 'artifacts/catalog-top-plans.png', fullPage: true });

    // A top plan goes into the cart straight from the opening page.
    // (The dialog's chunk loads on the first click, issue 30: it shows a moment later.)
    await japan.getByRole('button', { name: 'Add to cart' }).click();
    await expect
      .poll(() =>
        page.locator('.ant-modal').filter({ hasText: 'Add to cart: Japan eSIM' }).isVisible(),
      )
      .toBe(true);
  });

  it('the distributor lists every partner offer, the expired one too', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/partner-offer-list');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(6);
    await settle(page);
    expect(await columnTexts(page, 1)).toEqual([
      'FASTTRACK',
      'INSURE-10',
      'INSURE-CORP',
      'LOUNGE-20',
      'RAILPASS',
      'SUMMER27',
    ]);
    // Validity flags: the expired rail pass, the summer deal not started yet.
    const railpass = rows(page).filter({ hasText: 'RAILPASS' });
    expect(await railpass.innerText()).toContain('Expired');
    expect(await rows(page).filter({ hasText: 'SUMMER27' }).innerText()).toContain('Not started');
    await page.screenshot({ path: 'artifacts/partner-offer-list.png', fullPage: true });
  });

  it('a new offer whose validity ends before it starts shows the field error; corrected, it saves', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/partner-offer-new');
    await page.getByLabel('Offer Code', { exact: true }).fill('E2E-OFFER');
    await page.getByLabel('Partner', { exact: true }).fill('E2E Transfers');
    await page.getByLabel('Title', { exact: true }).fill('Airport transfer');
    await page.locator('#offerGroupId').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Airport"]')
      .click();
    await page.getByLabel('Valid From', { exact: true }).fill('2026-06-01');
    await page.getByLabel('Valid To', { exact: true }).fill('2026-05-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByText('Valid To should be after Valid From').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await page.screenshot({ path: 'artifacts/partner-offer-validity.png', fullPage: true });
    await page.getByLabel('Valid To', { exact: true }).fill('2026-08-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await closeSuccess(page, 'Create successfully!');
  });

  it('the distributor sees its top plans by sort order with their names', async () => {
    const { page } = t;
    await openAs(page, DEMO.distributor, '/setup/best-selling-list');
    await expect.poll(() => rows(page).count(), { timeout: 15_000 }).toBe(10);
    expect(await columnTexts(page, 2)).toContain('Japan eSIM');
  });
});
