import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { WanderPlatformPath, wanderPlatformResource, type IssuedApiKey } from '@wander/contract';
import { api, errorMessageOf } from '../../lib/api';
import { crudApi, crudKeys } from '../../crud/crud-api';
import { defaultEndpoints } from '../../crud/crud-types';
import { copyText } from '../../ui/copy-text';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { Panel } from '../../ui/panel';

const apiPath = wanderPlatformResource.apiPath;

/**
 * A sales platform's API key under its edit page: which key is live (its prefix and date), and
 * issuing a new one, shown once with a copy button. Issuing again revokes the old key, so it asks first.
 */
export function PlatformKeyPanel({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: crudKeys.detail(apiPath, id),
    queryFn: () => crudApi(defaultEndpoints(wanderPlatformResource)).detail(id),
  });
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const [busy, setBusy] = useState(false);
  const current = detail.data?.apiKeyPrefix as string | null | undefined;

  const issue = async () => {
    setBusy(true);
    try {
      setIssued(await api.post<IssuedApiKey>(WanderPlatformPath.issueApiKey(id)));
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(apiPath) });
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const ask = () =>
    current
      ? void confirmDialog({
          title: 'Issue a new API key?',
          content: `The current key (${current}...) stops working at once.`,
          onYes: issue,
        })
      : void issue();

  return (
    <Panel
      title="API Key"
      extra={
        <Button onClick={ask} loading={busy}>
          {current ? 'Issue New API Key' : 'Issue API Key'}
        </Button>
      }
    >
      {issued ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <p role="status">Copy the key now: it is not shown again.</p>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={issued.apiKey} aria-label="New API key" />
            <Button onClick={() => void copyText(issued.apiKey, 'API key')}>Copy</Button>
          </Space.Compact>
        </Space>
      ) : (
        <p>
          {current
            ? `A key starting with ${current} is live since ${new Date(String(detail.data?.apiKeyIssuedAt)).toLocaleString()}.`
            : 'No API key is issued: the platform cannot call the API yet.'}
        </p>
      )}
    </Panel>
  );
}
