import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SerialImportPath, type SerialImportResult } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { SerialImportPage, TEMPLATE_NAME } from './serial-import-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const historyRow = (result: SerialImportResult) => ({
  id: result.importId,
  fileName: result.fileName,
  status: result.status,
  totalRows: result.totalRows,
  importedRows: result.importedRows,
  failedRows: result.failedRows,
  importedBy: 'distributor@wander.demo',
  createdAt: '2026-11-20T08:00:00.000Z',
  errors: result.errors,
});

function mockImport(result: SerialImportResult, message: string) {
  let imported = false;
  return mockApi((call) => {
    if (call.path === SerialImportPath.history) {
      const items = imported ? [historyRow(result)] : [];
      return ok({ items, pageCount: 1, totalCount: items.length });
    }
    if (call.path === SerialImportPath.import) {
      imported = true;
      return ok(result, message);
    }
    return undefined;
  });
}

async function importFile(name: string, text: string) {
  const input = screen.getByLabelText('Serial number file');
  await act(async () =>
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } }),
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
}

const open = () =>
  renderAt(<SerialImportPage />, {
    path: '/setup/wander-serial-number-import',
    pattern: '/setup/wander-serial-number-import',
  });

describe('Serial number import page', () => {
  it('offers the template, uploads the file as multipart and shows the result and history', async () => {
    signInAs(demoProfiles.distributor);
    const calls = mockImport(
      {
        importId: 'h1',
        fileName: 'stock.csv',
        status: 'Completed',
        totalRows: 2,
        importedRows: 2,
        failedRows: 0,
        errors: [],
      },
      '2 serial number(s) imported',
    );
    await open();
    const template = screen.getByRole('link', { name: 'Download the template' });
    expect(template.getAttribute('download')).toBe(TEMPLATE_NAME);
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      'productCode,variantCode,iccid,activationCode',
    );
    expect(await screen.findByText('No Data...')).toBeTruthy();

    await importFile('stock.csv', 'variantCode,iccid,activationCode\nX,8960,LPA:1$a$b\n');
    expect(
      await screen.findByText('2 serial number(s) imported', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('2 of 2 row(s) imported.')).toBeTruthy();
    const upload = calls.find((c) => c.path === SerialImportPath.import)!;
    expect((upload.formData?.get('file') as File).name).toBe('stock.csv');
    await waitFor(() => expect(screen.getAllByText('stock.csv').length).toBeGreaterThan(0));
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('shows that nothing was imported and a table of the row errors', async () => {
    signInAs(demoProfiles.distributor);
    mockImport(
      {
        importId: 'h2',
        fileName: 'bad.csv',
        status: 'Failed',
        totalRows: 3,
        importedRows: 0,
        failedRows: 2,
        errors: [
          { row: 2, column: 'variantCode', value: 'NOPE', message: 'Variant not found' },
          {
            row: 3,
            column: 'iccid',
            value: '12',
            message: 'ICCID should be 19 to 22 digits starting with 89',
          },
        ],
      },
      '2 row(s) of the file are invalid; nothing was imported',
    );
    await open();
    await importFile('bad.csv', 'variantCode,iccid,activationCode\n');
    expect(
      await screen.findByText('2 row(s) of the file are invalid; nothing was imported', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByText('Nothing was imported: 2 of 3 row(s) are invalid.')).toBeTruthy();
    const errors = screen.getByRole('table', { name: 'Row errors' });
    expect(within(errors).getByText('Variant not found')).toBeTruthy();
    expect(within(errors).getByText('NOPE')).toBeTruthy();
    expect(
      within(errors).getByText('ICCID should be 19 to 22 digits starting with 89'),
    ).toBeTruthy();
  });
});
