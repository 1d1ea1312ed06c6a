import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Space, Tag } from 'antd';
import { providerResource, SupplyText, type TestConnectionResult } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { crudApi, crudKeys } from '../../crud/crud-api';
import { useCan } from '../../crud/crud-navigation';
import { defaultEndpoints } from '../../crud/crud-types';
import { formatLocal, parseDate } from '../../crud/dates';
import { copyText } from '../../ui/copy-text';
import { confirmDialog } from '../../ui/dialogs';
import { Money } from '../../ui/money';
import { Panel } from '../../ui/panel';
import { planSupplyKeys, supplyCalls, type ProviderRow } from './supply-calls';

const apiPath = providerResource.apiPath;
/** How often a running sync's progress is read again (GetDetail). */
export const SYNC_POLL_MS = 1000;

const STATUS_COLOR: Record<string, string> = {
  Running: 'processing',
  Succeeded: 'success',
  Failed: 'error',
};

type Notice = { type: 'success' | 'error'; message: string; description?: ReactNode };

function connectionNotice(result: TestConnectionResult): Notice {
  if (!result.ok) return { type: 'error', message: result.message };
  const balance =
    result.balance === null ? undefined : (
      <>
        Balance: <Money value={result.balance} currency={result.currency ?? undefined} />
      </>
    );
  return { type: 'success', message: SupplyText.connected, description: balance };
}

/**
 * The progress of a running sync; the total is 0 until the provider's catalogue is counted (an
 * indeterminate bar meanwhile). A native bar: antd's Progress would take the detail page with
 * its panel past the bundle budget.
 */
function SyncProgress({ row }: { row: ProviderRow }) {
  const known = row.syncTotal > 0;
  return (
    <div role="status" aria-live="polite">
      <progress
        aria-label="Sync progress"
        style={{ width: '100%', display: 'block' }}
        max={known ? row.syncTotal : undefined}
        value={known ? Math.min(row.syncDone, row.syncTotal) : undefined}
      />
      <span>
        {row.syncTotal > 0
          ? `${row.syncDone} of ${row.syncTotal} packages`
          : 'Reading the provider’s packages…'}
      </span>
    </div>
  );
}

function LastSync({ row }: { row: ProviderRow }) {
  if (!row.lastSyncAt && !row.lastSyncStatus) return <>Never synced</>;
  return (
    <Space wrap size={4}>
      {row.lastSyncAt && <span>{formatLocal(parseDate(row.lastSyncAt), true)}</span>}
      {row.lastSyncStatus && (
        <Tag color={STATUS_COLOR[row.lastSyncStatus]}>{row.lastSyncStatus}</Tag>
      )}
      {row.lastSyncMessage && <span>{row.lastSyncMessage}</span>}
    </Space>
  );
}

/**
 * The account's own webhook URL, read-only, to copy into the provider's console: its notices are
 * this account's only when they arrive there.
 */
function WebhookAddress({ id }: { id: string }) {
  const address = useQuery({
    queryKey: [...crudKeys.detail(apiPath, id), 'webhook-url'],
    queryFn: () => supplyCalls.webhookUrl(id),
  });
  const url = address.data?.webhookUrl;
  if (address.isPending) return <>…</>;
  if (!url) return <>None: this provider sends no notices</>;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space size={8} align="start">
        <code style={{ wordBreak: 'break-all' }}>{url}</code>
        <Button
          size="small"
          aria-label="Copy Webhook URL"
          onClick={() => void copyText(url, 'Webhook URL')}
        >
          Copy
        </Button>
      </Space>
      <span>Paste it as the webhook address in the provider’s console, for this account only.</span>
    </Space>
  );
}

function StatusCard({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const canUpdate = useCan(providerResource, 'Update');
  // The detail page reads the same key: polling here refreshes its panel too.
  const detail = useQuery({
    queryKey: crudKeys.detail(apiPath, id),
    queryFn: () => crudApi(defaultEndpoints(providerResource)).detail(id) as Promise<ProviderRow>,
    refetchInterval: (query) =>
      (query.state.data as ProviderRow | undefined)?.lastSyncStatus === 'Running'
        ? SYNC_POLL_MS
        : false,
  });
  const row = detail.data as ProviderRow | undefined;
  const [testing, setTesting] = useState(false);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  // A sync seen running here reports its result once it ends (started here or elsewhere).
  const wasRunning = useRef(false);
  const status = row?.lastSyncStatus ?? null;
  useEffect(() => {
    if (status === 'Running') {
      wasRunning.current = true;
    } else if (wasRunning.current && (status === 'Succeeded' || status === 'Failed')) {
      wasRunning.current = false;
      // The providers list shows the new status, and Plan Supply the new costs and flags.
      void queryClient.invalidateQueries({ queryKey: [...crudKeys.all(apiPath), 'search'] });
      void queryClient.invalidateQueries({ queryKey: planSupplyKeys.all });
      setNotice({
        type: status === 'Succeeded' ? 'success' : 'error',
        message: status === 'Succeeded' ? 'Sync succeeded' : 'Sync failed',
        description: row?.lastSyncMessage ?? undefined,
      });
    }
  }, [status, row?.lastSyncMessage, queryClient]);

  if (!row) return null;
  const running = row.lastSyncStatus === 'Running';

  const testConnection = async () => {
    setTesting(true);
    setNotice(null);
    try {
      setNotice(connectionNotice(await supplyCalls.testConnection(id)));
      // The server may have read the balance again.
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(apiPath) });
    } catch (error) {
      setNotice({ type: 'error', message: errorMessageOf(error) });
    } finally {
      setTesting(false);
    }
  };

  const startSync = async () => {
    setStarting(true);
    setNotice(null);
    try {
      const started = await supplyCalls.sync(id);
      // The answer is the row, Running: polling starts from it without waiting for a read.
      queryClient.setQueryData(crudKeys.detail(apiPath, id), started);
    } catch (error) {
      setNotice({ type: 'error', message: errorMessageOf(error) });
      // A sync already running elsewhere: show its progress.
      await queryClient.invalidateQueries({ queryKey: crudKeys.detail(apiPath, id) });
    } finally {
      setStarting(false);
    }
  };
  const askSync = () =>
    void confirmDialog({
      title: `Sync ${row.providerName} now?`,
      content:
        'The provider’s packages and costs are read again. Changed costs are flagged in Plan Supply; selling prices are not changed.',
      onYes: startSync,
    });

  const actions = canUpdate && (
    <Space wrap>
      <Button onClick={() => void testConnection()} loading={testing}>
        Test connection
      </Button>
      <Button type="primary" onClick={askSync} loading={starting || running}>
        {running ? 'Syncing…' : 'Sync now'}
      </Button>
    </Space>
  );
  const low = row.balance !== null && row.balance < row.lowBalance;
  const currency = row.balanceCurrency ?? undefined;

  return (
    <Panel title="Provider Account" extra={actions}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {notice && (
          <Alert
            showIcon
            type={notice.type}
            title={notice.message}
            description={notice.description}
            closable={{ onClose: () => setNotice(null), 'aria-label': 'Close' }}
          />
        )}
        {running && <SyncProgress row={row} />}
        <Descriptions column={1} bordered size="middle">
          <Descriptions.Item label="Balance">
            {row.balance === null ? (
              'Not read yet: test the connection'
            ) : (
              <Space size={4}>
                <Money value={row.balance} currency={currency} />
                {low && <Tag color="warning">Below the alert</Tag>}
              </Space>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Low Balance Alert">
            <Money value={row.lowBalance} currency={currency} />
          </Descriptions.Item>
          <Descriptions.Item label="Credentials">{row.credentialsHint || '-'}</Descriptions.Item>
          <Descriptions.Item label="Webhook URL">
            <WebhookAddress id={id} />
          </Descriptions.Item>
          <Descriptions.Item label="Last Sync">
            <LastSync row={row} />
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Panel>
  );
}

/**
 * Under a provider's detail (issue 27): its account at the supplier (balance, the credentials'
 * hint, never a secret), Test connection, and Sync now with its progress. The edit form has the
 * record's fields only.
 */
export function ProviderStatusPanel({ id, editing }: { id: string; editing: boolean }) {
  return editing ? null : <StatusCard id={id} />;
}
