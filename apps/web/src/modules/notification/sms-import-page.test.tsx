import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { SMS_NO_PROVIDER_NOTICE } from '@wander/contract';
import { SMS_IMPORT_PATH, SMS_PROVIDER_PATH, SmsImportPage } from './sms-import-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const historyRow = {
  id: 'h1',
  fileName: 'promo.csv',
  totalRows: 3,
  successRows: 2,
  failedRows: 1,
  importedAt: '2026-11-20T08:00:00.000Z',
  importedBy: 'admin@wander.demo',
};

function mockImport(answer: { status?: number; body: unknown }, smsProvider = true) {
  let imported = false;
  const calls = mockApi((call) => {
    if (call.path === SMS_PROVIDER_PATH)
      return ok(
        smsProvider
          ? { configured: true, notice: null }
          : { configured: false, notice: SMS_NO_PROVIDER_NOTICE },
      );
    if (call.path === 'network/SparkNotificationLog/SearchImportHistory')
      return ok({
        items: imported ? [historyRow] : [],
        pageCount: 1,
        totalCount: imported ? 1 : 0,
      });
    if (call.path === SMS_IMPORT_PATH) {
      imported = (answer.status ?? 200) === 200;
      return answer;
    }
    return undefined;
  });
  return calls;
}

async function chooseFile(name: string, text: string) {
  const input = screen.getByLabelText('SMS file');
  const file = new File([text], name, { type: 'text/csv' });
  await act(async () => fireEvent.change(input, { target: { files: [file] } }));
}

const open = () =>
  renderAt(<SmsImportPage />, { path: '/general/sms-import', pattern: '/general/sms-import' });

describe('SMS import page', () => {
  it('uploads the chosen file as multipart and shows it in the history', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockImport(
      ok({ importId: 'h1', fileName: 'promo.csv', totalRows: 3, successRows: 2, failedRows: 1 }),
    );
    await open();
    expect(await screen.findByText('No Data...')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    await chooseFile('promo.csv', 'phoneNumber,message\n+60123456789,Hello\n');
    expect(button.disabled).toBe(false);
    await act(async () => fireEvent.click(button));

    expect(await screen.findByText('2 SMS queued')).toBeTruthy();
    const upload = calls.find((c) => c.path === SMS_IMPORT_PATH)!;
    expect(upload.method).toBe('POST');
    expect((upload.formData?.get('file') as File).name).toBe('promo.csv');
    await waitFor(() => expect(screen.getByText('promo.csv')).toBeTruthy());
  });

  it('shows the server refusal and keeps the history as it was', async () => {
    signInAs(demoProfiles.admin);
    mockImport({
      status: 400,
      body: { statusCode: 400, message: 'The file must have the header phoneNumber,message' },
    });
    await open();
    await chooseFile('wrong.csv', 'phone,text\n1,2\n');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(
      await screen.findByText('The file must have the header phoneNumber,message'),
    ).toBeTruthy();
    expect(screen.getByText('No Data...')).toBeTruthy();
  });

  it('says before importing that SMS will be logged, not sent, when no provider is configured (issue 26)', async () => {
    signInAs(demoProfiles.admin);
    mockImport(ok({}), false);
    await open();
    expect(
      await screen.findByText(
        'No SMS provider is configured: imported SMS will be logged, not sent.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of the kind when a provider is configured', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockImport(ok({}));
    await open();
    await waitFor(() => expect(calls.some((c) => c.path === SMS_PROVIDER_PATH)).toBe(true));
    expect(await screen.findByText('No Data...')).toBeTruthy();
    expect(screen.queryByText(/will be logged, not sent/)).toBeNull();
  });

  it('lists every refused cell by its row and column under the refusal (issue 26)', async () => {
    signInAs(demoProfiles.admin);
    mockImport({
      status: 400,
      body: {
        statusCode: 400,
        message: '2 row(s) of the file are invalid; nothing was imported',
        errors: {
          file: [
            'Row 3, column phoneNumber: Phone Number should have only digits',
            'Row 5, column message: Message is required',
          ],
        },
      },
    });
    await open();
    await chooseFile('bad.csv', 'phoneNumber,message\n1,2\n');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import' })));
    expect(
      await screen.findByText('2 row(s) of the file are invalid; nothing was imported'),
    ).toBeTruthy();
    expect(
      screen.getByText('Row 3, column phoneNumber: Phone Number should have only digits'),
    ).toBeTruthy();
    expect(screen.getByText('Row 5, column message: Message is required')).toBeTruthy();
  });
});
