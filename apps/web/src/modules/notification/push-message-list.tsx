import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { Link } from 'react-router';
import type { PagedResult, PushBatch } from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { formatDate } from '../../crud/cell-format';
import { DataTable } from '../../crud/data-table';
import { Flag, type FlagTone } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';

export const PUSH_LIST_KEY = ['push-messages'];
export const CANCEL_PATH = 'scheduler/Notification/CancelScheduledJob';
/** The working company's messages (a distributor's own; the platform's every one). */
export const LIST_PATH = 'scheduler/Notification/Search';
/** Each message's recipients (its detail page) are a platform list. */
const DETAIL_PERMISSION = 'admin/NotificationBatchLog';
/** While a message is sending, or one is due within a minute, the list is read again this often. */
const POLL_MS = 2000;

const TONE: Record<string, FlagTone> = {
  Scheduled: 'info',
  Sending: 'warn',
  Sent: 'good',
  Cancelled: 'neutral',
  Failed: 'bad',
};

const busy = (b: PushBatch) =>
  b.status === 'Sending' ||
  (b.status === 'Scheduled' &&
    (!b.scheduledAt || new Date(b.scheduledAt).getTime() - Date.now() < 60_000));

/**
 * A message that went out to nobody: none of its recipients has the app on a device (their
 * devices are read when it is sent). It said "Sent", "0 of 0" (issue 37).
 */
const reachedNobody = (b: PushBatch) =>
  (b.status === 'Sent' || b.status === 'Failed') && b.recipients === 0;
export const NOBODY_RECEIVED_TEXT =
  'Nobody could receive it: none of the recipients has the app on a device';

/** The message's status as the lists show it: "Not delivered" where it reached nobody. */
export function statusOf(b: PushBatch): { label: string; tone: FlagTone } {
  if (reachedNobody(b)) return { label: 'Not delivered', tone: 'warn' };
  return { label: b.status, tone: TONE[b.status] ?? 'neutral' };
}

export function progressOf(b: PushBatch): string {
  if (b.status === 'Scheduled' || b.status === 'Cancelled') return '-';
  if (reachedNobody(b)) return NOBODY_RECEIVED_TEXT;
  const done = b.sentCount + b.failedCount;
  const failed = b.failedCount ? `, ${b.failedCount} failed` : '';
  return `${done} of ${b.recipients}${failed}`;
}

/**
 * The latest push messages with their jobs: status, progress (read again every 2 s while one is
 * sending or about to), and Cancel, after a confirmation, for a message still waiting.
 */
export function PushMessageList({ highlightJob }: { highlightJob: string | null }) {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const opensDetail = hasPermission(profile, DETAIL_PERMISSION, 'View');
  const list = useQuery({
    queryKey: PUSH_LIST_KEY,
    queryFn: () =>
      api.post<PagedResult<PushBatch>>(LIST_PATH, {
        pageIndex: 1,
        pageSize: 10,
        sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
      }),
    refetchInterval: (q) => (q.state.data?.items.some(busy) ? POLL_MS : false),
  });

  const cancel = (b: PushBatch) =>
    void confirmDialog({
      title: 'Cancel the scheduled message?',
      content: `"${b.title}" will not be sent.`,
      onYes: async () => {
        try {
          await api.post(CANCEL_PATH, undefined, { query: { jobId: b.jobId! } });
          showMessage('success', 'Scheduled message cancelled');
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
        await queryClient.invalidateQueries({ queryKey: PUSH_LIST_KEY });
      },
    });

  const rows = list.data?.items ?? [];
  return (
    <Panel title="Messages">
      {list.isError && <FormAlert message={errorMessageOf(list.error)} />}
      <DataTable<PushBatch>
        caption="Messages"
        rowKey={(b) => b.id}
        rows={rows}
        loading={list.isPending}
        columns={[
          {
            key: 'title',
            title: 'Title',
            render: (b) =>
              opensDetail ? (
                <Link to={`/general/notification-detail/${encodeURIComponent(b.title)}`}>
                  {b.title}
                </Link>
              ) : (
                b.title
              ),
          },
          { key: 'target', title: 'Send To', render: (b) => b.targetLabel ?? b.target },
          {
            key: 'sendAt',
            title: 'Send At',
            render: (b) => (b.scheduledAt ? formatDate(b.scheduledAt) : 'Now'),
          },
          {
            key: 'status',
            title: 'Status',
            render: (b) => <Flag tone={statusOf(b).tone}>{statusOf(b).label}</Flag>,
          },
          { key: 'progress', title: 'Progress', render: progressOf },
          {
            key: 'job',
            title: 'Job',
            render: (b) => (
              <code
                title={b.jobId ?? ''}
                className={b.jobId === highlightJob ? 'flag flag--info' : ''}
              >
                {b.jobId ? b.jobId.slice(0, 8) : '-'}
              </code>
            ),
          },
          {
            key: 'actions',
            title: 'Actions',
            render: (b) =>
              b.status === 'Scheduled' && b.jobId ? (
                <Button size="small" danger onClick={() => cancel(b)}>
                  Cancel
                </Button>
              ) : null,
          },
        ]}
      />
    </Panel>
  );
}
