import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { couponResource } from '@wander/contract';
import { destroyDialogs } from '../ui/dialogs';
import { demoProfiles } from '../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../testing/render-page';
import { ResourceEditPage } from './resource-edit-page';
import { ResourceListPage } from './resource-list-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const coupon = (code: string, validTo: string | null, status = 'Active') => ({
  id: code,
  code,
  description: null,
  discountType: 'Percentage',
  discountValue: 10,
  minimumSpend: 0,
  validFrom: '2025-01-01T00:00:00.000Z',
  validTo,
  totalUseLimit: null,
  perBuyerLimit: null,
  productVariantIds: [],
  platformCodes: [],
  countryCodes: [],
  status,
  usedCount: 3,
});
const rows = [
  coupon('SUMMER24', '2025-08-31T15:59:59.000Z'),
  coupon('WELCOME10', '2099-12-31T15:59:59.000Z'),
  coupon('PAUSED', '2025-08-31T15:59:59.000Z', 'Inactive'),
];

describe('an expired coupon (issue 37, item 15)', () => {
  it('reads Expired in the list, where a valid one reads Active and a paused one Inactive', async () => {
    signInAs(demoProfiles.distributor);
    mockApi((call) =>
      call.path === 'payment/Coupons/Search'
        ? ok({ items: rows, pageCount: 1, totalCount: 3 })
        : undefined,
    );
    await renderAt(<ResourceListPage config={{ resource: couponResource }} />, {
      path: '/setup/wander-coupon-list',
      pattern: '/setup/wander-coupon-list',
    });
    const table = await screen.findByRole('table');
    const statusOf = async (code: string) => {
      const row = (await within(table).findByText(code)).closest('tr')!;
      const headers = within(table).getAllByRole('columnheader');
      const column = headers.findIndex((h) => h.textContent?.startsWith('Status'));
      return within(row).getAllByRole('cell')[column].textContent;
    };
    expect(await statusOf('SUMMER24')).toBe('Expired');
    expect(await statusOf('WELCOME10')).toBe('Active');
    expect(await statusOf('PAUSED')).toBe('Inactive');
  });

  it('says on its edit page that it has expired and what makes it valid again', async () => {
    signInAs(demoProfiles.distributor);
    mockApi((call) => {
      if (call.path === 'payment/Coupons/GetDetail/SUMMER24') return ok(rows[0]);
      if (call.path.endsWith('GetSelectList')) return ok([]);
      return undefined;
    });
    await renderAt(<ResourceEditPage config={{ resource: couponResource }} />, {
      path: '/setup/wander-coupon-edit/SUMMER24',
      pattern: '/setup/wander-coupon-edit/:id',
    });
    const note = (await screen.findByText(/expired on/)).closest('[role="status"]')!;
    expect(note.textContent).toMatch(
      /^Expired This coupon expired on 2025-08-3\d.*: it is no longer accepted\. A later end date makes it valid again\.$/,
    );
  });
});
