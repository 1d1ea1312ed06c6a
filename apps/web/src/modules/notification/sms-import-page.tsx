import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Space } from 'antd';
import {
  SMS_IMPORT_COLUMNS,
  SMS_IMPORT_MAX_ROWS,
  smsImportHistoryList,
  type SmsImportResult,
  type SmsProvider,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { crudKeys } from '../../crud/crud-api';
import type { CrudConfig } from '../../crud/crud-types';
import { ResourceTable } from '../../crud/resource-table';
import { useResourceList } from '../../crud/use-resource-list';
import { endpointsOf } from '../../crud/crud-types';
import { showMessage } from '../../ui/dialogs';
import { CsvUploadForm } from '../../ui/csv-upload-form';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';

export const SMS_IMPORT_PATH = 'scheduler/Notification/SparkPushNotification';
/** Whether imported SMS are sent or only logged (no SMS provider configured). */
export const SMS_PROVIDER_PATH = 'network/SparkNotificationLog/GetSmsProvider';

const HISTORY: CrudConfig = {
  resource: smsImportHistoryList,
  endpoints: { search: 'network/SparkNotificationLog/SearchImportHistory' },
};

function importSms(file: File) {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<SmsImportResult>(SMS_IMPORT_PATH, { method: 'POST', formData });
}

/** /general/sms-import: upload a CSV of SMS (multipart, field `file`) and see the import history. */
export function SmsImportPage() {
  const queryClient = useQueryClient();
  const history = useResourceList(HISTORY.resource, endpointsOf(HISTORY));
  const provider = useQuery({
    queryKey: ['sms-provider'],
    queryFn: () => api.get<SmsProvider>(SMS_PROVIDER_PATH),
  });

  return (
    <PageFrame title="SMS Import" breadcrumb={useSectionCrumbs()}>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <Panel title="Import a file">
          {provider.data?.notice && (
            <Alert
              type="warning"
              showIcon
              title={provider.data.notice}
              style={{ marginBottom: 12 }}
            />
          )}
          <CsvUploadForm
            fileLabel="SMS file"
            hint={
              <>
                A CSV file with the header <code>{SMS_IMPORT_COLUMNS.join(',')}</code>, at most{' '}
                {SMS_IMPORT_MAX_ROWS} rows.
              </>
            }
            upload={importSms}
            onDone={async (result) => {
              showMessage('success', result.message ?? `${result.data.successRows} SMS queued`);
              await queryClient.invalidateQueries({
                queryKey: crudKeys.all(HISTORY.resource.apiPath),
              });
            }}
          />
        </Panel>
        <Panel title="Import History">
          {history.query.isError && <FormAlert message={String(history.query.error)} />}
          <ResourceTable
            resource={HISTORY.resource}
            state={history.state}
            onStateChange={history.setState}
            data={history.query.data}
            loading={history.query.isFetching}
          />
        </Panel>
      </Space>
    </PageFrame>
  );
}
