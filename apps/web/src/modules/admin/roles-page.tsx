import { useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Tooltip } from 'antd';
import { createRoleSchema, SuccessMessage, updateRoleSchema, type RoleRow } from '@wander/contract';
import { api, apiRequest, errorMessageOf } from '../../app/api';
import { useApiCall } from '../../app/api/use-api-call';
import { useSectionCrumbs } from '../../app/shells/placeholder-page';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { zodRule } from '../../ui/zod-rules';
import { DataTable } from '../../crud/data-table';
import { Flag } from '../../crud/loading';

export const ROLES_KEY = ['admin', 'roles'] as const;
export const BUILT_IN_TEXT = 'Built-in roles cannot be renamed or deleted';

type Editing = { kind: 'add' } | { kind: 'rename'; role: RoleRow } | null;

function RoleForm({ editing, onDone }: { editing: Exclude<Editing, null>; onDone: () => void }) {
  const [form] = Form.useForm<{ name: string; newName: string }>();
  const queryClient = useQueryClient();
  const save = (values: { name: string; newName: string }) =>
    editing.kind === 'add'
      ? apiRequest<null>('admin/Roles', { method: 'POST', body: { name: values.name } })
      : apiRequest<null>('admin/Roles', {
          method: 'PUT',
          body: { name: editing.role.name, newName: values.newName },
        });
  const call = useApiCall(save, { form });
  const field = editing.kind === 'add' ? 'name' : 'newName';
  const schema = editing.kind === 'add' ? createRoleSchema : updateRoleSchema;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={editing.kind === 'rename' ? { name: editing.role.name, newName: '' } : {}}
      validateTrigger={['onBlur', 'onChange']}
      onFinish={async (values) => {
        const result = await call.run(values);
        if (!result) return;
        await queryClient.invalidateQueries({ queryKey: ROLES_KEY });
        const fallback = editing.kind === 'add' ? SuccessMessage.created : SuccessMessage.updated;
        showMessage('success', result.message ?? fallback);
        onDone();
      }}
    >
      <Form.Item
        label={editing.kind === 'add' ? 'Role Name' : `New name for ${editing.role.name}`}
        name={field}
        required
        rules={[zodRule(schema, field)]}
      >
        <Input autoFocus />
      </Form.Item>
      <FormAlert message={call.errorMessage} />
      <Space>
        <Button type="primary" htmlType="submit" loading={call.loading}>
          Save
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}

/** /admin/roles: roles with their user count; built-in roles cannot be renamed or deleted. */
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
      <Modal
        open={!!editing}
        title={editing?.kind === 'rename' ? 'Rename Role' : 'New Role'}
        footer={null}
        destroyOnHidden
        onCancel={() => setEditing(null)}
      >
        {editing && <RoleForm editing={editing} onDone={() => setEditing(null)} />}
      </Modal>
    </PageFrame>
  );
}
