import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SparkPackagePath, type SparkPackageImportResult } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { SparkPackageImportPage, TEMPLATE_NAME } from './spark-package-import-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const historyRow = (result: SparkPackageImportResult) => ({
  id: result.importId,
  fileName: result.fileName,
  status: result.status,
  totalRows: result.totalRows,
  createdRows: result.createdRows,
  updatedRows: result.updatedRows,
  failedRows: result.failedRows,
  importedBy: 'distributor@wander.demo',
  createdAt: '2026-11-25T08:00:00.000Z',
  errors: result.errors,
});

function mockImport(result: SparkPackageImportResult, message: string) {
  let imported = false;
  return mockApi((call) => {
    if (call.path === SparkPackagePath.history) {
      const items = imported ? [historyRow(result)] : [];
      return ok({ items, pageCount: 1, totalCount: items.length });
    }
    if (call.path === SparkPackagePath.import) {
      imported = true;
      return ok(result, message);
    }
    return undefined;
  });
}

async function importFile(name: string, text: string) {
  const input = screen.getByLabelText('Package file');
  await act(async () =>
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } }),
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
}

const open = () =>
  renderAt(<SparkPackageImportPage />, {
    path: '/setup/spark-package-import',
    pattern: '/setup/spark-package-import',
  });

describe('Spark package import page', () => {
  it('offers the template, takes CSV or xlsx, uploads and shows the counts and history', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockImport(
      {
        importId: 'h1',
        fileName: 'spark.csv',
        status: 'Completed',
        totalRows: 3,
        createdRows: 2,
        updatedRows: 1,
        failedRows: 0,
        errors: [],
      },
      '3 package(s) imported (2 new, 1 updated)',
    );
    await open();
    const template = screen.getByRole('link', { name: 'Download the template' });
    expect(template.getAttribute('download')).toBe(TEMPLATE_NAME);
    const csv = decodeURIComponent(template.getAttribute('href')!);
    expect(csv).toContain('packageCode,countries,days,dataGb,isDayPass,network,cost,currency');
    expect(csv).toContain('SPK-ASIA3-1GB-7D,JP;KR;TH,7,1,yes');
    expect(screen.getByLabelText('Package file').getAttribute('accept')).toContain('.xlsx');
    expect(await screen.findByText('No Data...')).toBeTruthy();

    await importFile('spark.csv', 'packageCode,countries\n');
    expect(
      await screen.findByText('3 package(s) imported (2 new, 1 updated)', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('3 package(s) imported: 2 created, 1 updated.')).toBeTruthy();
    const upload = calls.find((c) => c.path === SparkPackagePath.import)!;
    expect((upload.formData?.get('file') as File).name).toBe('spark.csv');
    // The history row (the result's title reads "Result: spark.csv").
    await waitFor(() => expect(screen.getAllByText('spark.csv').length).toBeGreaterThan(0));
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('opens a past import of the history with its row errors', async () => {
    signInAs(demoProfiles.distributor);
    const past = historyRow({
      importId: 'h0',
      fileName: 'provider-list.csv',
      status: 'Failed',
      totalRows: 3,
      createdRows: 0,
      updatedRows: 0,
      failedRows: 1,
      errors: [{ row: 2, column: 'countries', value: 'RS;XK', message: 'Country XK not found' }],
    });
    mockApi((call) =>
      call.path === SparkPackagePath.history
        ? ok({ items: [past], pageCount: 1, totalCount: 1 })
        : undefined,
    );
    await open();
    await act(async () => fireEvent.click(await screen.findByText('provider-list.csv')));
    expect(screen.getByText('Nothing was imported: 1 of 3 row(s) are invalid.')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Row errors' });
    expect(within(errors).getByText('Country XK not found')).toBeTruthy();
    expect(within(errors).getByText('RS;XK')).toBeTruthy();
  });

  it('shows that nothing was imported and a table of the row errors', async () => {
    signInAs(demoProfiles.distributor);
    mockImport(
      {
        importId: 'h2',
        fileName: 'bad.csv',
        status: 'Failed',
        totalRows: 3,
        createdRows: 0,
        updatedRows: 0,
        failedRows: 1,
        errors: [
          { row: 2, column: 'countries', value: 'XX', message: 'Country XX not found' },
          { row: 2, column: 'cost', value: '-1', message: 'Cost should have minimum value of 0' },
        ],
      },
      '1 row(s) of the file are invalid; nothing was imported',
    );
    await open();
    await importFile('bad.csv', 'packageCode\n');
    expect(
      await screen.findByText('1 row(s) of the file are invalid; nothing was imported', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Nothing was imported: 1 of 3 row(s) are invalid.')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Row errors' });
    expect(within(errors).getByText('Country XX not found')).toBeTruthy();
    expect(within(errors).getByText('XX')).toBeTruthy();
    expect(within(errors).getByText('Cost should have minimum value of 0')).toBeTruthy();
    // The history's Failed column head, and the new row's status.
    await waitFor(() => expect(screen.getAllByText('Failed')).toHaveLength(2));
  });
});
