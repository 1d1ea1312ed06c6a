import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateImportResult } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { EXCHANGE_RATE_IMPORT_PATH, ExchangeRateImportPage } from './exchange-rate-import-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const open = () =>
  renderAt(<ExchangeRateImportPage />, {
    path: '/general/exchange-rate-import',
    pattern: '/general/exchange-rate-import',
  });

async function importFile(name: string, text: string) {
  const input = screen.getByLabelText('Exchange rate file');
  await act(async () =>
    fireEvent.change(input, { target: { files: [new File([text], name, { type: 'text/csv' })] } }),
  );
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
}

describe('Exchange rate import page', () => {
  it('uploads the file and shows the rows refused, nothing imported', async () => {
    signInAs(demoProfiles.admin);
    const result: ExchangeRateImportResult = {
      status: 'Failed',
      totalRows: 2,
      importedRows: 0,
      errors: [
        {
          row: 2,
          column: 'quoteCurrency',
          value: 'QQQ',
          message: 'Quote Currency is not a valid option',
        },
      ],
    };
    const calls = mockApi((call) =>
      call.path === EXCHANGE_RATE_IMPORT_PATH
        ? ok(result, '1 row(s) of the file are invalid; nothing was imported')
        : undefined,
    );
    await open();
    const template = screen.getByRole('link', { name: 'Download the template' });
    expect(decodeURIComponent(template.getAttribute('href')!)).toContain(
      'baseCurrency,quoteCurrency,rateDate,rate',
    );
    await importFile(
      'rates.csv',
      'baseCurrency,quoteCurrency,rateDate,rate\nUSD,QQQ,2026-01-02,1\n',
    );
    expect(
      await screen.findByText('Nothing was imported: 1 of 2 row(s) are invalid.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Row errors' });
    expect(within(table).getByText('Quote Currency is not a valid option')).toBeTruthy();
    const upload = calls.find((c) => c.path === EXCHANGE_RATE_IMPORT_PATH)!;
    expect((upload.formData?.get('file') as File).name).toBe('rates.csv');
  });
});
