import { useQuery } from '@tanstack/react-query';
import { Descriptions, Space } from 'antd';
import { useParams } from 'react-router';
import { api, errorMessageOf } from '../../app/api';
import { useSectionCrumbs } from '../../app/shells/section-crumbs';
import { formatDate } from '../../crud/cell-format';
import { DataTable } from '../../crud/data-table';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { Flag, Loading } from '../../crud/loading';

interface BatchDetail {
  id: string;
  title: string;
  message: string;
  target: string;
  recipients: number;
  status: string;
  createdAt: string;
  notifications: {
    recipientEntityCode: string;
    recipientName: string;
    status: string;
    sentAt: string | null;
  }[];
}

/** /general/notification-detail/{title}: the latest batch of that title and its recipients. */
export function NotificationDetailPage() {
  const { title = '' } = useParams();
  const query = useQuery({
    queryKey: ['notification', 'byTitle', title],
    queryFn: () =>
      api.get<BatchDetail>('admin/NotificationBatchLog/GetByTitle', { query: { title } }),
  });
  const batch = query.data;
  return (
    <PageFrame
      title="Notification Detail"
      breadcrumb={[
        ...useSectionCrumbs(),
        { title: 'Notifications', path: '/general/notification-list' },
      ]}
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Panel>
          {query.isPending && <Loading />}
          {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
          {batch && (
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
              <Descriptions.Item label="Title">{batch.title}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <Flag>{batch.status}</Flag>
              </Descriptions.Item>
              <Descriptions.Item label="Message" span={2}>
                {batch.message}
              </Descriptions.Item>
              <Descriptions.Item label="Target">{batch.target}</Descriptions.Item>
              <Descriptions.Item label="Recipients">{batch.recipients}</Descriptions.Item>
              <Descriptions.Item label="Created At">
                {formatDate(batch.createdAt)}
              </Descriptions.Item>
            </Descriptions>
          )}
        </Panel>
        {batch && (
          <Panel title="Recipients">
            <DataTable<BatchDetail['notifications'][number]>
              caption="Recipients"
              rowKey={(n) => n.recipientEntityCode}
              rows={batch.notifications}
              columns={[
                { key: 'name', title: 'Recipient', render: (n) => n.recipientName },
                { key: 'code', title: 'Company', render: (n) => n.recipientEntityCode },
                { key: 'status', title: 'Status', render: (n) => n.status },
                { key: 'sentAt', title: 'Sent At', render: (n) => formatDate(n.sentAt) || '-' },
              ]}
            />
          </Panel>
        )}
      </Space>
    </PageFrame>
  );
}
