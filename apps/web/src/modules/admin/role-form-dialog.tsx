import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Space } from 'antd';
import { createRoleSchema, SuccessMessage, updateRoleSchema, type RoleRow } from '@wander/contract';
import { apiRequest } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Panel } from '../../ui/panel';
import { zodRule } from '../../ui/zod-rules';
import { ROLES_KEY } from './roles-key';

export type Editing = { kind: 'add' } | { kind: 'rename'; role: RoleRow } | null;

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

/**
 * The add / rename form of the roles page, shown above the list and loaded when it first opens
 * (an antd Modal here would push the page past the bundle budget).
 */
export function RoleFormDialog({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  if (!editing) return null;
  return (
    <Panel title={editing.kind === 'rename' ? 'Rename Role' : 'New Role'}>
      <div
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
        }}
      >
        <RoleForm
          key={editing.kind === 'rename' ? editing.role.id : 'add'}
          editing={editing}
          onDone={onClose}
        />
      </div>
    </Panel>
  );
}
