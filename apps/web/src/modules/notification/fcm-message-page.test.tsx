import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { FcmMessagePage, SEND_PATH } from './fcm-message-page';
import { CANCEL_PATH, LIST_PATH } from './push-message-list';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const batch = (over: object) => ({
  id: 'b1',
  jobId: 'job-1',
  title: 'Later',
  message: 'Tomorrow',
  imageUrl: null,
  deepLink: null,
  target: 'all',
  targetLabel: 'Everyone',
  recipients: 0,
  sentCount: 0,
  failedCount: 0,
  status: 'Scheduled',
  scheduledAt: '2099-01-01T00:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  createdBy: 'admin@wander.demo',
  createdAt: '2026-11-26T00:00:00.000Z',
  ...over,
});

function mockPush() {
  let cancelled = false;
  return mockApi((call) => {
    if (call.path === LIST_PATH)
      return ok({
        items: [
          batch({ status: cancelled ? 'Cancelled' : 'Scheduled' }),
          batch({
            id: 'b2',
            jobId: 'job-2',
            title: 'Sale',
            status: 'Sent',
            scheduledAt: null,
            recipients: 3,
            sentCount: 2,
            failedCount: 1,
          }),
        ],
        pageCount: 1,
        totalCount: 2,
      });
    if (call.path === 'admin/Notifications/GetCustomers')
      return ok([{ label: 'Skyway Travel Agency', value: 'CUST001' }]);
    if (call.path === SEND_PATH)
      return ok(batch({ id: 'b3', jobId: 'job-3', title: 'Hello', scheduledAt: null }));
    if (call.path === CANCEL_PATH) {
      cancelled = true;
      return ok(batch({ status: 'Cancelled' }), 'Scheduled message cancelled');
    }
    return undefined;
  });
}

const open = () =>
  renderAt(<FcmMessagePage />, { path: '/general/fcm-message', pattern: '/general/fcm-message' });

describe('Send Message page', () => {
  it('lists the messages with their progress and cancels a waiting one after a confirmation', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockPush();
    await open();
    expect(await screen.findByText('3 of 3, 1 failed', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Sale').closest('a')).not.toBeNull();
    const cancel = screen.getAllByRole('button', { name: 'Cancel' });
    // Only the waiting message can be cancelled.
    expect(cancel).toHaveLength(1);
    await act(async () => fireEvent.click(cancel[0]));
    expect((await screen.findAllByText('Cancel the scheduled message?')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.path === CANCEL_PATH)).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    await waitFor(() => expect(calls.some((c) => c.path === CANCEL_PATH)).toBe(true));
    expect(calls.find((c) => c.path === CANCEL_PATH)!.query.get('jobId')).toBe('job-1');
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });

  it("a distributor's admin reads its own messages from scheduler/Notification/Search, titles unlinked (issue 26)", async () => {
    signInAs({
      ...demoProfiles.distributor,
      permissions: [
        { resourceName: 'scheduler/Notification', permission: 'View' },
        { resourceName: 'scheduler/Notification', permission: 'Create' },
      ],
    });
    const calls = mockPush();
    await open();
    expect(await screen.findByText('3 of 3, 1 failed', {}, { timeout: 10_000 })).toBeTruthy();
    expect(LIST_PATH).toBe('scheduler/Notification/Search');
    expect(calls.some((c) => c.path.startsWith('admin/NotificationBatchLog'))).toBe(false);
    // The recipients' detail is a platform list: the title is text, not a link to it.
    expect(screen.getByText('Sale').closest('a')).toBeNull();
  });

  it('sends to everyone now with what the form says, and refuses an empty title', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockPush();
    await open();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(calls.some((c) => c.path === SEND_PATH)).toBe(false);

    fireEvent.change(document.querySelector('#title')!, { target: { value: 'Hello' } });
    fireEvent.change(document.querySelector('#message')!, { target: { value: 'World' } });
    await act(async () => fireEvent.click(screen.getByLabelText('Everyone')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    await waitFor(() => expect(calls.some((c) => c.path === SEND_PATH)).toBe(true));
    expect(calls.find((c) => c.path === SEND_PATH)!.body).toMatchObject({
      title: 'Hello',
      message: 'World',
      target: 'all',
      sendAt: null,
    });
    expect(await screen.findByText('Message is being sent (job job-3)')).toBeTruthy();
  });

  it('says plainly that nobody could receive a message that reached no device (issue 37, item 15)', async () => {
    signInAs(demoProfiles.admin);
    mockApi((call) =>
      call.path === LIST_PATH
        ? ok({
            items: [batch({ id: 'b4', title: 'Nobody', status: 'Sent', scheduledAt: null })],
            pageCount: 1,
            totalCount: 1,
          })
        : undefined,
    );
    await open();
    const row = (await screen.findByText('Nobody', {}, { timeout: 10_000 })).closest('tr')!;
    expect(row.textContent).toContain(
      'Nobody could receive it: none of the recipients has the app on a device',
    );
    expect(row.textContent).toContain('Not delivered');
    expect(row.textContent).not.toContain('0 of 0');
  });
});
