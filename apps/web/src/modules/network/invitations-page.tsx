import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input/Input';
import Space from 'antd/es/space';
import {
  invitationAcceptedText,
  invitationDeniedText,
  invitationList,
  invitationSentText,
  inviteCustomerSchema,
  SuccessMessage,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { formatDate } from '../../crud/cell-format';
import { Flag } from '../../crud/loading';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { invitationCalls, type InvitationRow } from './invitation-calls';
import { AgentLinkPanel } from '../agent/agent-link-panel';

const QUERY_KEY = ['invitations'] as const;
const STATUS_TONES: Record<string, 'good' | 'warn' | 'bad' | 'neutral'> = {
  Pending: 'warn',
  Registered: 'good',
  Accepted: 'good',
  Denied: 'bad',
  Expired: 'neutral',
};

/** A plain form (the page budget has no room for antd Form next to the table). */
function InviteForm({ onSent }: { onSent: () => void }) {
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const call = useApiCall(invitationCalls.invite);
  const parsed = inviteCustomerSchema.safeParse({ email });
  const fieldError = touched && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success) return;
    const result = await call.run(parsed.data);
    if (!result) return;
    setEmail('');
    setTouched(false);
    showMessage('success', result.message ?? invitationSentText);
    onSent();
  };
  return (
    <Panel title="Invite a Business Customer">
      <form noValidate onSubmit={submit} aria-label="Invite a business customer">
        <label className="field__label" htmlFor="invite-email">
          Email
        </label>
        <Space align="start" wrap>
          <Input
            id="invite-email"
            type="email"
            placeholder="customer@company.com"
            style={{ width: 320 }}
            value={email}
            status={fieldError ? 'error' : undefined}
            aria-invalid={!!fieldError}
            onChange={(e) => setEmail(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          <Button type="primary" htmlType="submit" loading={call.loading}>
            Invite
          </Button>
        </Space>
        <div className="field__error" role={fieldError ? 'alert' : undefined}>
          {fieldError}
        </div>
        <FormAlert message={call.errorMessage} />
      </form>
    </Panel>
  );
}

/**
 * /invitations: a distributor invites business customers by e-mail and withdraws pending ones; an
 * invited user accepts or denies what was sent to them (spec sections 2, 4 and 7).
 */
export function InvitationsPage() {
  const { profile } = useSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ current: 1, pageSize: 10 });
  const canInvite = hasPermission(profile, invitationList.permission, 'Create');
  const canDelete = hasPermission(profile, invitationList.permission, 'Delete');
  const canLinkAgents = hasPermission(profile, 'agent/Agents', 'View');
  const query = useQuery({
    queryKey: [...QUERY_KEY, page],
    queryFn: () => invitationCalls.search(page.current, page.pageSize),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const myEmail = profile?.email.toLowerCase() ?? '';

  const act = async (run: () => Promise<{ message: string | null }>, fallback: string) => {
    try {
      const result = await run();
      showMessage('success', result.message ?? fallback);
    } catch (e) {
      showMessage('error', errorMessageOf(e));
    }
    await refresh();
  };

  const actions = (row: InvitationRow) => {
    if (row.status !== 'Pending') return null;
    if (row.email === myEmail) {
      return (
        <Space>
          <Button
            size="small"
            type="primary"
            onClick={() => act(() => invitationCalls.accept(row.id), invitationAcceptedText)}
          >
            Accept
          </Button>
          <Button
            size="small"
            onClick={() => act(() => invitationCalls.deny(row.id), invitationDeniedText)}
          >
            Deny
          </Button>
        </Space>
      );
    }
    if (!canDelete) return null;
    return (
      <Button
        size="small"
        danger
        onClick={async () => {
          if (await confirmDialog()) {
            await act(() => invitationCalls.remove(row.id), SuccessMessage.deleted);
          }
        }}
      >
        Delete
      </Button>
    );
  };

  const columns: DataColumn<InvitationRow>[] = [
    { key: 'email', title: 'Email', render: (r) => r.email },
    { key: 'companyName', title: 'Invited By', render: (r) => r.companyName },
    {
      key: 'status',
      title: 'Status',
      width: 120,
      render: (r) => <Flag tone={STATUS_TONES[r.status] ?? 'neutral'}>{r.status}</Flag>,
    },
    { key: 'createdAt', title: 'Invited At', width: 180, render: (r) => formatDate(r.createdAt) },
    { key: 'expiresAt', title: 'Expires At', width: 180, render: (r) => formatDate(r.expiresAt) },
    { key: 'actions', title: 'Actions', width: 170, render: actions },
  ];

  return (
    <PageFrame title="Invitations">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        {canInvite && <InviteForm onSent={refresh} />}
        {canLinkAgents && <AgentLinkPanel />}
        <Panel title="Invitations">
          {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
          <DataTable
            caption="Invitations"
            columns={columns}
            rows={query.data?.items ?? []}
            rowKey={(r) => r.id}
            loading={query.isFetching}
            pagination={{
              current: page.current,
              pageSize: page.pageSize,
              total: query.data?.totalCount ?? 0,
              pageSizeOptions: [5, 10, 20, 50],
              onChange: (current, pageSize) => setPage({ current, pageSize }),
            }}
          />
        </Panel>
      </Space>
    </PageFrame>
  );
}
