import { useNavigate } from 'react-router';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { forgotPasswordSchema, resetLinkSentText } from '@wander/contract';
import { useApiCall } from '../../lib/api/use-api-call';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { zodRule } from '../../ui/zod-rules';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';

/** /forgot-password: email only, 'Reset Password'; the same answer whether the address exists. */
export function ForgotPasswordPage() {
  const [form] = Form.useForm<{ email: string }>();
  const navigate = useNavigate();
  const call = useApiCall(accountCalls.forgotPassword, { form });
  return (
    <AuthCard
      title="Forgot Password"
      lead="Enter the e-mail of your account and we will send you a link to reset your password."
    >
      <Form
        form={form}
        layout="vertical"
        validateTrigger={['onBlur', 'onChange']}
        onFinish={async (values) => {
          const result = await call.run({ email: values.email?.trim() ?? '' });
          if (result) {
            showMessage('success', result.message ?? resetLinkSentText, 'Success', () =>
              navigate('/sign-in', { replace: true }),
            );
          }
        }}
      >
        <Form.Item
          label="Email"
          name="email"
          required
          rules={[zodRule(forgotPasswordSchema, 'email')]}
        >
          <Input type="email" autoComplete="email" autoFocus size="large" />
        </Form.Item>
        <FormAlert message={call.errorMessage} />
        <Button type="primary" htmlType="submit" block size="large" loading={call.loading}>
          Reset Password
        </Button>
      </Form>
    </AuthCard>
  );
}
