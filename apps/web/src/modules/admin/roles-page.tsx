import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space, Switch, Tooltip } from 'antd';
import { ApiPath, SuccessMessage, type RoleRow } from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../lib/api';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { DataTable } from '../../crud/data-table';
import { Flag } from '../../crud/loading';
import type { Editing } from './role-form-dialog';
import { ROLES_KEY } from './roles-key';

export { ROLES_KEY };
export const BUILT_IN_TEXT = 'Built-in roles cannot be renamed or deleted';

const RoleFormDialog = lazy(() =>
  import('./role-form-dialog').then((m) => ({ default: m.RoleFormDialog })),
);

/**
 * /admin/roles: roles with their user count and whether their users must sign in with a second
 * factor (editable for built-in roles too); built-in roles cannot be renamed or deleted.
 */
export function RolesPage() {
  const [editing, setEditing] = useState<Editing>(null);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ROLES_KEY, queryFn: () => api.get<RoleRow[]>('admin/Roles') });
  const remove = (role: RoleRow) =>
    confirmDialog({
      onYes: async () => {
        try {
          const result = await apiRequest<null>(`admin/Roles/${encodeURIComponent(role.name)}`, {
            method: 'DELETE',
          });
          await queryClient.invalidateQueries({ queryKey: ROLES_KEY });
          showMessage('success', result.message ?? SuccessMessage.deleted);
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        }
      },
    });
  const setTwoFactor = async (role: RoleRow, twoFactorRequired: boolean) => {
    try {
      const result = await apiRequest<null>(ApiPath.roleTwoFactor, {
        method: 'PUT',
        body: { name: role.name, twoFactorRequired },
      });
      await queryClient.invalidateQueries({ queryKey: ROLES_KEY });
      showMessage('success', result.message ?? SuccessMessage.updated);
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    }
  };
  const locked = (role: RoleRow, button: ReactNode) =>
    role.isSystem ? <Tooltip title={BUILT_IN_TEXT}>{button}</Tooltip> : button;

  return (
    <PageFrame
      title="Roles"
      breadcrumb={useSectionCrumbs()}
      extra={
        <Button type="primary" onClick={() => setEditing({ kind: 'add' })}>
          New
        </Button>
      }
    >
      {editing && (
        <Suspense fallback={null}>
          <RoleFormDialog editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
      <Panel>
        {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
        <DataTable<RoleRow>
          caption="Roles"
          rowKey={(role) => role.id}
          loading={query.isFetching}
          rows={query.data ?? []}
          columns={[
            { key: 'name', title: 'Role Name', render: (role) => role.name },
            {
              key: 'isSystem',
              title: 'Type',
              render: (role) =>
                role.isSystem ? <Flag tone="info">Built-in</Flag> : <Flag>Custom</Flag>,
            },
            { key: 'userCount', title: 'Users', align: 'right', render: (role) => role.userCount },
            {
              key: 'twoFactorRequired',
              title: 'Two-factor Required',
              render: (role) => (
                <Switch
                  size="small"
                  checked={role.twoFactorRequired}
                  aria-label={`Two-factor sign-in required for ${role.name}`}
                  onChange={(checked) => void setTwoFactor(role, checked)}
                />
              ),
            },
            {
              key: 'actions',
              title: 'Actions',
              render: (role) => (
                <Space>
                  {locked(
                    role,
                    <Button
                      size="small"
                      disabled={role.isSystem}
                      onClick={() => setEditing({ kind: 'rename', role })}
                    >
                      Rename
                    </Button>,
                  )}
                  {locked(
                    role,
                    <Button
                      size="small"
                      danger
                      disabled={role.isSystem}
                      onClick={() => void remove(role)}
                    >
                      Delete
                    </Button>,
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Panel>
    </PageFrame>
  );
}
