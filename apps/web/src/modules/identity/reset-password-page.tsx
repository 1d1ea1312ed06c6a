import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { passwordChangedText, RegistrationLabel as L, resetPasswordSchema } from '@wander/contract';
import { useApiCall } from '../../lib/api/use-api-call';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { zodRule } from '../../ui/zod-rules';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';

interface Values {
  newPassword: string;
  confirmedNewPassword: string;
}

/**
 * /reset-password?userId=&token=: a new password (the password rule) and its confirmation, which
 * must match 'New Password'; success goes to /sign-in (spec sections 2, 4, 5).
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const userId = params.get('userId') ?? '';
  const token = params.get('token') ?? '';
  const call = useApiCall(accountCalls.resetPassword, { form });
  // The link's userId and token take part in the whole-form check.
  const schemaOf = (name: keyof Values) => zodRule(resetPasswordSchema, name);
  return (
    <AuthCard title="Reset Password" lead="Choose a new password for your Wander account.">
      <Form
        form={form}
        layout="vertical"
        validateTrigger={['onBlur', 'onChange']}
        initialValues={{ userId, token }}
        onFinish={async (values) => {
          const result = await call.run({ userId, token, ...values });
          if (result) {
            showMessage('success', result.message ?? passwordChangedText, 'Success', () =>
              navigate('/sign-in', { replace: true }),
            );
          }
        }}
      >
        <Form.Item name="userId" hidden>
          <Input />
        </Form.Item>
        <Form.Item name="token" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          label={L.newPassword}
          name="newPassword"
          required
          rules={[schemaOf('newPassword')]}
        >
          <Input.Password autoComplete="new-password" autoFocus size="large" />
        </Form.Item>
        <Form.Item
          label={L.confirmedNewPassword}
          name="confirmedNewPassword"
          required
          dependencies={['newPassword']}
          rules={[schemaOf('confirmedNewPassword')]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
        <FormAlert message={call.errorMessage} />
        <Button type="primary" htmlType="submit" block size="large" loading={call.loading}>
          Reset Password
        </Button>
      </Form>
    </AuthCard>
  );
}
