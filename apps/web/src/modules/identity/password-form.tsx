import { Button, Form, Input } from 'antd';
import { z } from 'zod';
import { ApiPath, mustMatch, requiredPassword, requiredText } from '@wander/contract';
import { apiRequest } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { showMessage } from '../../ui/dialogs';
import { Panel } from '../../ui/panel';
import { FormAlert } from '../../ui/form-alert';
import { zodRule } from '../../ui/zod-rules';

export const PASSWORD_CHANGED_TEXT = 'Your password has been changed successfully.';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmedNewPassword: string;
}

const fieldsSchema = z.object({
  currentPassword: requiredText('Current Password', { max: 128 }),
  newPassword: requiredPassword('New Password'),
});

const confirmSchema = z
  .object({
    newPassword: z.string().default(''),
    confirmedNewPassword: requiredText('Confirm New Password'),
  })
  .superRefine(
    mustMatch<{ newPassword: string; confirmedNewPassword: string }>(
      'confirmedNewPassword',
      'Confirm New Password',
      'newPassword',
      'New Password',
    ),
  );

function changePassword(values: ChangePasswordValues) {
  return apiRequest<unknown>(ApiPath.changePassword, { method: 'POST', body: values });
}

/** Change password (POST admin/Password/ChangePassword). */
export function ChangePasswordForm() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const call = useApiCall(changePassword, { form });
  return (
    <Panel title="Change Password">
      <Form
        form={form}
        layout="vertical"
        style={{ maxWidth: 480 }}
        validateTrigger={['onBlur', 'onChange']}
        onFinish={async (values) => {
          const result = await call.run(values);
          if (result) {
            form.resetFields();
            showMessage('success', result.message ?? PASSWORD_CHANGED_TEXT);
          }
        }}
      >
        <Form.Item
          label="Current Password"
          name="currentPassword"
          required
          rules={[zodRule(fieldsSchema, 'currentPassword')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          label="New Password"
          name="newPassword"
          required
          rules={[zodRule(fieldsSchema, 'newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm New Password"
          name="confirmedNewPassword"
          required
          dependencies={['newPassword']}
          rules={[zodRule(confirmSchema, 'confirmedNewPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormAlert message={call.errorMessage} />
        <Button type="primary" htmlType="submit" loading={call.loading}>
          Change Password
        </Button>
      </Form>
    </Panel>
  );
}
