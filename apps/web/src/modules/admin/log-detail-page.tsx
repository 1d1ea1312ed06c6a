import { useQuery } from '@tanstack/react-query';
import { Descriptions, Space } from 'antd';
import { useParams } from 'react-router';
import { api, errorMessageOf } from '../../lib/api';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { formatDate } from '../../crud/cell-format';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { Flag, Loading } from '../../crud/loading';

interface ApiLogDetail {
  id: string;
  createdAt: string;
  method: string;
  path: string;
  statusCode: number;
  durationMs: number;
  userEmail: string | null;
  entityCode: string | null;
  ip: string | null;
  requestBody: unknown;
  responseBody: unknown;
}

/** A body as indented JSON (a string that holds JSON is parsed first). */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

const statusTone = (status: number) => (status >= 500 ? 'bad' : status >= 400 ? 'warn' : 'good');

/** /admin/log-detail/{id}: one API call with its request and response bodies. */
export function LogDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    queryKey: ['crud', 'admin/ApiLogs', 'detail', id],
    queryFn: () => api.get<ApiLogDetail>(`admin/ApiLogs/${encodeURIComponent(id)}`),
  });
  const log = query.data;
  return (
    <PageFrame
      title="Log Detail"
      breadcrumb={[...useSectionCrumbs(), { title: 'Logs', path: '/admin/logs' }]}
    >
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Panel>
          {query.isPending && <Loading />}
          {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
          {log && (
            <Descriptions column={{ xs: 1, md: 2 }} bordered size="middle">
              <Descriptions.Item label="Method">{log.method}</Descriptions.Item>
              <Descriptions.Item label="Path">{log.path}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <Flag tone={statusTone(log.statusCode)}>{log.statusCode}</Flag>
              </Descriptions.Item>
              <Descriptions.Item label="User">{log.userEmail ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Company">{log.entityCode ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Duration">{log.durationMs} ms</Descriptions.Item>
              <Descriptions.Item label="Time">{formatDate(log.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="IP">{log.ip ?? '-'}</Descriptions.Item>
            </Descriptions>
          )}
        </Panel>
        {log && (
          <Panel title="Request Body">
            <pre className="json-block">{formatJson(log.requestBody)}</pre>
          </Panel>
        )}
        {log && (
          <Panel title="Response Body">
            <pre className="json-block">{formatJson(log.responseBody)}</pre>
          </Panel>
        )}
      </Space>
    </PageFrame>
  );
}
