import { Alert, Button, Form, Input, Space } from 'antd';
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  type ConfirmTwoFactorInput,
  type DisableTwoFactorInput,
  type TwoFactorEnrolment,
} from '@wander/contract';
import { useApiCall } from '../../lib/api/use-api-call';
import { copyText } from '../../ui/copy-text';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { zodRule } from '../../ui/zod-rules';
import { confirmEnrolment, disableTwoFactor, downloadRecoveryCodes } from './two-factor-calls';

const codeInput = (
  <Input
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={64}
    style={{ maxWidth: 240 }}
  />
);

/** Step 2 of the enrolment: scan the QR code (or type the key), then the first code. */
export function EnrolForm({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TwoFactorEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const [form] = Form.useForm<ConfirmTwoFactorInput>();
  const call = useApiCall(confirmEnrolment, { form });
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <p>
        Scan this QR code with your authenticator app (Google Authenticator, Microsoft
        Authenticator, 1Password ...), then enter the 6-digit code it shows.
      </p>
      <AuthenticatorKey enrolment={enrolment} />
      <Form
        form={form}
        layout="vertical"
        validateTrigger={['onBlur', 'onChange']}
        onFinish={async (values) => {
          const result = await call.run({ otp: values.otp });
          if (result) onConfirmed(result.data.recoveryCodes);
        }}
      >
        <Form.Item
          label="Code"
          name="otp"
          required
          rules={[zodRule(confirmTwoFactorSchema, 'otp')]}
        >
          {codeInput}
        </Form.Item>
        <FormAlert message={call.errorMessage} />
        <Space>
          <Button type="primary" htmlType="submit" loading={call.loading}>
            Turn On
          </Button>
          <Button onClick={onCancel}>Cancel</Button>
        </Space>
      </Form>
    </Space>
  );
}

/** The QR code for an authenticator app, and its key to type for a phone that cannot scan. */
export function AuthenticatorKey({ enrolment }: { enrolment: TwoFactorEnrolment }) {
  return (
    <>
      <img
        src={enrolment.otpauthQrCode}
        alt="QR code for your authenticator app"
        width={220}
        height={220}
      />
      <p>
        Cannot scan it? Enter this key instead:{' '}
        <code className="two-factor__code" aria-label="Setup key">
          {enrolment.secret}
        </code>{' '}
        <Button size="small" onClick={() => void copyText(enrolment.secret, 'Setup key')}>
          Copy key
        </Button>
      </p>
    </>
  );
}

/** The ten recovery codes, shown once after the enrolment, with Copy and Download. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () => copyText(codes.join('\n'), 'Recovery codes');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Alert
        type="warning"
        showIcon
        message="Save your recovery codes now: they are shown only this once."
        description="Each code signs you in once if you lose your phone. Keep them somewhere safe."
      />
      <ol aria-label="Recovery codes" className="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code className="two-factor__code">{code}</code>
          </li>
        ))}
      </ol>
      <Space>
        <Button onClick={() => void copy()}>Copy</Button>
        <Button onClick={() => downloadRecoveryCodes(codes)}>Download</Button>
        <Button type="primary" onClick={onDone}>
          Done
        </Button>
      </Space>
    </Space>
  );
}

/** Turning it off: the password and a current code (or a recovery code). */
export function DisableForm({ onDisabled }: { onDisabled: () => void }) {
  const [form] = Form.useForm<DisableTwoFactorInput>();
  const call = useApiCall(disableTwoFactor, { form });
  return (
    <Form
      form={form}
      layout="vertical"
      style={{ maxWidth: 480 }}
      validateTrigger={['onBlur', 'onChange']}
      onFinish={async (values) => {
        const result = await call.run(values);
        if (!result) return;
        form.resetFields();
        showMessage('success', result.message ?? 'Two-factor sign-in is off');
        onDisabled();
      }}
    >
      <Form.Item
        label="Password"
        name="password"
        required
        rules={[zodRule(disableTwoFactorSchema, 'password')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="Code" name="otp" required rules={[zodRule(disableTwoFactorSchema, 'otp')]}>
        {codeInput}
      </Form.Item>
      <FormAlert message={call.errorMessage} />
      <Button danger htmlType="submit" loading={call.loading}>
        Turn Off
      </Button>
    </Form>
  );
}
