import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanPath, type PlanDetail, type PlanImportResult } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { file, mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { PlanEditPage } from './plan-edit-page';

const ID = '00000000-0000-4000-8000-0000000000aa';
const planRow = { id: ID, planName: 'Japan Data Pack', description: 'Fixed data packs' };
const product = (code: string, name: string, variantCount: number) => ({
  productId: `p-${code}`,
  productCode: code,
  productName: name,
  entityCode: 'WANDER',
  countryCodes: ['JP'],
  variantCount,
  isActive: true,
  unitPrice: 12.9,
  currency: 'MYR',
});
const completed: PlanImportResult = {
  importId: 'h1',
  planId: ID,
  kind: 'products',
  fileName: 'products.csv',
  status: 'Completed',
  totalRows: 1,
  importedRows: 1,
  createdRows: 1,
  failedRows: 0,
  errors: [],
};
const failed: PlanImportResult = {
  ...completed,
  importId: 'h2',
  kind: 'variants',
  fileName: 'variants.csv',
  status: 'Failed',
  importedRows: 0,
  createdRows: 0,
  failedRows: 1,
  errors: [
    { row: 1, column: 'type', value: 'Unlimited', message: 'Type should be Data or DayPass' },
  ],
};

/** The plan's calls; the products and the history change once a file was imported. */
function serve(answer: PlanImportResult) {
  let imported = false;
  return mockApi((call) => {
    if (call.path === `product/WanderProductPlan/GetDetail/${ID}`) return ok(planRow);
    if (call.path === `${PlanPath.detailByPlan}/${ID}`) {
      const products = [product('WDR-JP-DATA', 'Japan eSIM', 15)];
      if (imported && answer.status === 'Completed') products.push(product('DIST-JP', 'New JP', 0));
      return ok({ ...planRow, products } satisfies PlanDetail);
    }
    if (call.path === PlanPath.history) {
      const items = imported
        ? [
            {
              id: answer.importId,
              planId: ID,
              planName: planRow.planName,
              kind: answer.kind,
              fileName: answer.fileName,
              status: answer.status,
              totalRows: answer.totalRows,
              importedRows: answer.importedRows,
              failedRows: answer.failedRows,
              importedBy: 'admin@wander.demo',
              createdAt: '2026-11-21T08:00:00.000Z',
              errors: answer.errors,
            },
          ]
        : [];
      return ok({ items, pageCount: 1, totalCount: items.length });
    }
    if (
      call.path === `${PlanPath.importProducts}/${ID}` ||
      call.path === `${PlanPath.importVariants}/${ID}`
    ) {
      imported = true;
      return ok(
        answer,
        answer.status === 'Completed'
          ? '1 product(s) imported (1 new)'
          : '1 row(s) of the file are invalid; nothing was imported',
      );
    }
    if (call.path === `${PlanPath.exportVariants}/${ID}`)
      return file('csv', 'text/csv', 'japan-data-pack-variants.csv');
    return undefined;
  });
}

const open = () =>
  renderAt(<PlanEditPage />, {
    path: `/setup/wander-plan-edit/${ID}`,
    pattern: '/setup/wander-plan-edit/:id',
  });

async function chooseAndImport(label: string, name: string) {
  const input = screen.getByLabelText(label);
  await act(async () =>
    fireEvent.change(input, { target: { files: [new File(['x'], name, { type: 'text/csv' })] } }),
  );
  const form = input.closest('form')!;
  await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Import' })));
}

// The page loads its form or its read mode lazily (as the browser does): load both once before
// the first render, and give the first screen time to show (Suspense reveals it after a pause).
const LOADED = { timeout: 5000 };
beforeAll(async () => {
  await Promise.all([
    import('../../crud/resource-edit-page'),
    import('../../crud/resource-detail-page'),
  ]);
});
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

describe('Wander plan edit page: products, imports and exports', () => {
  it('lists the plan products under the form and imports a product file into the plan', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve(completed);
    await open();
    expect(await screen.findByDisplayValue('Japan Data Pack', undefined, LOADED)).toBeTruthy();
    expect(await screen.findByText('Japan eSIM', undefined, LOADED)).toBeTruthy();
    expect(screen.getByText('Products (1)')).toBeTruthy();
    expect(screen.getByText('MYR 12.90')).toBeTruthy();
    const templates = screen.getAllByRole('link', { name: 'Download the template' });
    expect(decodeURIComponent(templates[0].getAttribute('href')!)).toContain(
      'productCode,productName,countryCodes,description,unitPrice,currency',
    );
    expect(decodeURIComponent(templates[1].getAttribute('href')!)).toContain(
      'productCode,variantCode,variantName,days,dataGb,type,networkName,unitPrice',
    );

    await chooseAndImport('Product file', 'products.csv');
    expect(await screen.findByText('1 product(s) imported (1 new)')).toBeTruthy();
    expect(screen.getByText('1 of 1 product row(s) imported, 1 new.')).toBeTruthy();
    const upload = calls.find((c) => c.path === `${PlanPath.importProducts}/${ID}`)!;
    expect((upload.formData?.get('file') as File).name).toBe('products.csv');
    expect(await screen.findByText('New JP')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Import History' });
    await waitFor(() => expect(within(table).getByText('products.csv')).toBeTruthy());
    expect(within(table).getByText('Completed')).toBeTruthy();
    const history = calls.filter((c) => c.path === PlanPath.history).at(-1)!;
    expect(history.body).toMatchObject({
      filterColumns: [{ columnName: 'planId', filterValue: ID, operator: 'eq' }],
    });
  });

  it('shows why a refused variant file imported nothing, row by row', async () => {
    signInAs(demoProfiles.admin);
    serve(failed);
    await open();
    await screen.findByText('Japan eSIM', undefined, LOADED);
    await chooseAndImport('Variant file', 'variants.csv');
    expect(
      await screen.findByText('1 row(s) of the file are invalid; nothing was imported'),
    ).toBeTruthy();
    expect(screen.getByText('Nothing was imported: 1 of 1 row(s) are invalid.')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Row errors' });
    expect(within(errors).getByText('Type should be Data or DayPass')).toBeTruthy();
    expect(within(errors).getByText('Unlimited')).toBeTruthy();
  });

  it('downloads the variant export, and hides the imports without the Import grant', async () => {
    signInAs({
      ...demoProfiles.distributor,
      permissions: [{ resourceName: 'product/WanderProductPlan', permission: 'View' }],
    });
    const calls = serve(completed);
    await open();
    await screen.findByText('Japan eSIM', undefined, LOADED);
    // Read only without the Update grant: the plan shows, no form that could not be saved.
    expect(await screen.findByText('Japan Data Pack')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Product file')).toBeNull();
    expect(screen.queryByLabelText('Variant file')).toBeNull();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Export Variants (CSV)' })),
    );
    await waitFor(() => expect(saved).toEqual(['japan-data-pack-variants.csv']));
    expect(calls.find((c) => c.path === `${PlanPath.exportVariants}/${ID}`)?.method).toBe('GET');
  });
});
