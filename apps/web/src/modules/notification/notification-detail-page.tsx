import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { PagedResult, PushBatch } from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { formatDate } from '../../crud/cell-format';
import { DataTable } from '../../crud/data-table';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { saveFile } from '../../ui/save-file';
import { showMessage } from '../../ui/dialogs';
import { Flag, Loading } from '../../crud/loading';
import { progressOf, statusOf } from './push-message-list';

interface Recipient {
  id: string;
  recipientName: string;
  recipientKind: string;
  recipientEntityCode: string;
  status: string;
  outcome: string | null;
  sentAt: string | null;
}

export const RECIPIENTS_PATH = 'network/Notification/Search';
export const EXPORT_PATH = 'network/Notification/ExportNotificationCsv';
const PAGE_SIZES = [10, 20, 50, 100] as const;

/**
 * /general/notification-detail/{title}: the latest message of that title, its job and progress
 * (read again while it sends), and every recipient's outcome, paged, with a CSV export.
 */
export function NotificationDetailPage() {
  const { title = '' } = useParams();
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const query = useQuery({
    queryKey: ['notification', 'byTitle', title],
    queryFn: () =>
      api.get<PushBatch>('admin/NotificationBatchLog/GetByTitle', { query: { title } }),
    refetchInterval: (q) => (q.state.data?.status === 'Sending' ? 2000 : false),
  });
  const batch = query.data;
  const filter = batch
    ? [{ columnName: 'batchId', filterValue: batch.id, operator: 'eq' as const }]
    : [];
  const recipients = useQuery({
    queryKey: ['notification', 'recipients', batch?.id, batch?.sentCount, batch?.failedCount, page],
    enabled: !!batch,
    queryFn: () =>
      api.post<PagedResult<Recipient>>(RECIPIENTS_PATH, {
        pageIndex: page.current,
        pageSize: page.pageSize,
        filterColumns: filter,
      }),
    placeholderData: (previous) => previous,
  });
  const exportCsv = async () => {
    try {
      saveFile(
        await api.file(EXPORT_PATH, { body: { filterColumns: filter } }),
        'notifications.csv',
      );
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    }
  };

  return (
    <PageFrame
      title="Notification Detail"
      breadcrumb={[
        ...useSectionCrumbs(),
        { title: 'Notifications', path: '/general/notification-list' },
      ]}
    >
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel>
          {query.isPending && <Loading />}
          {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
          {batch && (
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
              <Descriptions.Item label="Title">{batch.title}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <Flag tone={statusOf(batch).tone}>{statusOf(batch).label}</Flag>
              </Descriptions.Item>
              <Descriptions.Item label="Message" span={2}>
                {batch.message}
              </Descriptions.Item>
              <Descriptions.Item label="Send To">
                {batch.targetLabel ?? batch.target}
              </Descriptions.Item>
              <Descriptions.Item label="Recipients">{batch.recipients}</Descriptions.Item>
              <Descriptions.Item label="Progress">{progressOf(batch)}</Descriptions.Item>
              <Descriptions.Item label="Send At">
                {batch.scheduledAt ? formatDate(batch.scheduledAt) : 'Now'}
              </Descriptions.Item>
              <Descriptions.Item label="Job">{batch.jobId ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Created By">{batch.createdBy ?? '-'}</Descriptions.Item>
              {batch.deepLink && (
                <Descriptions.Item label="Deep Link">{batch.deepLink}</Descriptions.Item>
              )}
              {batch.imageUrl && (
                <Descriptions.Item label="Image URL">{batch.imageUrl}</Descriptions.Item>
              )}
            </Descriptions>
          )}
        </Panel>
        {batch && (
          <Panel
            title="Recipients"
            extra={
              <Button onClick={() => void exportCsv()} disabled={!recipients.data?.totalCount}>
                Export CSV
              </Button>
            }
          >
            {recipients.isError && <FormAlert message={errorMessageOf(recipients.error)} />}
            <DataTable<Recipient>
              caption="Recipients"
              rowKey={(n) => n.id}
              rows={recipients.data?.items ?? []}
              loading={recipients.isPending}
              columns={[
                { key: 'name', title: 'Recipient', render: (n) => n.recipientName },
                { key: 'kind', title: 'Kind', render: (n) => n.recipientKind },
                { key: 'code', title: 'Company', render: (n) => n.recipientEntityCode },
                { key: 'status', title: 'Status', render: (n) => n.status },
                { key: 'outcome', title: 'Outcome', render: (n) => n.outcome ?? '-' },
                { key: 'sentAt', title: 'Sent At', render: (n) => formatDate(n.sentAt) || '-' },
              ]}
              pagination={{
                ...page,
                total: recipients.data?.totalCount ?? 0,
                pageSizeOptions: PAGE_SIZES,
                onChange: (current, pageSize) => setPage({ current, pageSize }),
              }}
            />
          </Panel>
        )}
      </Space>
    </PageFrame>
  );
}
