import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIST_CRUD_CATALOG } from '../../crud/list-resource-catalog';
import { ResourceDetailPage } from '../../crud/resource-detail-page';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

describe('General > SMS: an entry of the log (issue 37, item 11)', () => {
  it('is read-only even for the platform admin: no Edit and no Delete', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) =>
      call.path === 'network/SparkNotificationLog/GetDetail/s1'
        ? ok({
            id: 's1',
            phoneNumber: '60123456789',
            message: 'Your plan is ready',
            status: 'sent',
            outcome: '200 OK',
            sentAt: '2026-11-25T10:00:00.000Z',
            createdAt: '2026-11-25T09:59:00.000Z',
          })
        : undefined,
    );
    await renderAt(<ResourceDetailPage config={LIST_CRUD_CATALOG['/general/sms']} />, {
      path: '/general/sms-detail/s1',
      pattern: '/general/sms-detail/:id',
    });
    expect(await screen.findByText('Your plan is ready')).toBeTruthy();
    expect(screen.getByText('60123456789')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
