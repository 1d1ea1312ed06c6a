import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UsagePath, type UsageRow } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { file, mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { UsageReportPage } from './usage-report-page';

const row: UsageRow = {
  id: 's1',
  iccid: '8960120000000000001',
  productId: 'p1',
  productName: 'Japan eSIM',
  variantCode: 'WDR-JP-DATA-5GB-15D',
  variantName: 'Japan 5GB 15 days',
  entityCode: 'DIST1',
  customerEntityCode: 'CUST001',
  customerName: 'Skyway Travel Agency',
  dataAllowanceGb: 5,
  usedMb: 1536,
  usedGb: 1.5,
  remainingGb: 3.5,
  lastUsageDate: '2026-11-21',
  deliveredAt: '2026-11-21T08:00:00.000Z',
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:wander/file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('usage report page', () => {
  it('lists the eSIMs with their usage and exports the same filters as a CSV file', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockApi((call) => {
      if (call.path === UsagePath.search) return ok({ items: [row], pageCount: 1, totalCount: 1 });
      if (call.path === UsagePath.exportCsv)
        return file('ICCID\n', 'text/csv', 'usage-report-2026-11-21.csv');
      return undefined;
    });
    const router = await renderAt(<UsageReportPage />, {
      path: '/setup/usage-report-list?f.iccid=0001&sort=usedGb.desc',
      pattern: '/setup/usage-report-list',
    });
    expect(await screen.findByText('8960120000000000001')).toBeTruthy();
    expect(screen.getByText('Skyway Travel Agency')).toBeTruthy();
    expect(screen.getByText('3.5')).toBeTruthy();
    const search = calls.find((c) => c.path === UsagePath.search)!;
    expect(search.body).toEqual({
      pageIndex: 1,
      pageSize: 10,
      filterColumns: [{ columnName: 'iccid', filterValue: '0001', operator: 'contains' }],
      sortColumns: [{ columnName: 'usedGb', sortOrder: 'desc' }],
    });
    // A row opens nothing: the report has no page per eSIM.
    await act(async () => fireEvent.click(screen.getByText('Japan eSIM')));
    expect(router.state.location.pathname).toBe('/setup/usage-report-list');
    expect(screen.queryByRole('button', { name: 'New' })).toBeNull();

    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Export CSV' })));
    expect(await screen.findByText('Usage CSV file exported successfully')).toBeTruthy();
    expect(saved).toEqual(['usage-report-2026-11-21.csv']);
    expect(calls.find((c) => c.path === UsagePath.exportCsv)?.body).toEqual({
      filterColumns: [{ columnName: 'iccid', filterValue: '0001', operator: 'contains' }],
      sortColumns: [{ columnName: 'usedGb', sortOrder: 'desc' }],
    });
  });
});
