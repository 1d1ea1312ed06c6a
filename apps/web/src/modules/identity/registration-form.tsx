import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { z } from 'zod';
import {
  PHONE_CODE_OPTIONS,
  RegistrationLabel as L,
  registrationSuccessText,
  type RegistrationResult,
} from '@wander/contract';
import type { ApiResult } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { zodRule } from '../../ui/zod-rules';
import { pathAfterRegistration } from './account-calls';

export type RegistrationKind = 'distributor' | 'customer' | 'agent';
type Values = Record<string, unknown>;

export interface RegistrationFormProps {
  kind: RegistrationKind;
  schema: z.ZodType;
  submit: (values: never) => Promise<ApiResult<RegistrationResult>>;
  /** Sent with every submit (the link token). */
  token?: string | null;
  /** An e-mail that came in the link: shown and locked. */
  lockedEmail?: string | null;
}

/**
 * The registration form of /sign-up, /distributor-sign-up and /agent-sign-up: the contract schema
 * gives every rule and message; server field errors land on their fields. On success the spec's
 * message shows, and closing it signs in (spec section 4).
 */
export function RegistrationForm({
  kind,
  schema,
  submit,
  token,
  lockedEmail,
}: RegistrationFormProps) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  const call = useApiCall((values: Values) => submit(values as never), { form });
  const rule = (name: string) => [zodRule(schema, name)];
  const item = (name: string, label: string, input: React.ReactNode, required = true) => (
    <Form.Item name={name} label={label} required={required} rules={rule(name)}>
      {input}
    </Form.Item>
  );

  const onFinish = async (values: Values) => {
    const body: Values = {
      ...values,
      tncAgree: values.tncAgree === true,
      ...(token ? { token } : {}),
    };
    if (lockedEmail) body.email = lockedEmail;
    const result = await call.run(body);
    if (!result) return;
    const credentials = { email: String(body.email), password: String(body.password) };
    showMessage('success', result.message ?? registrationSuccessText, 'Success', () => {
      setFinishing(true);
      void pathAfterRegistration(credentials, kind).then(({ path, notice }) =>
        navigate(path, { replace: true, state: notice ? { notice } : undefined }),
      );
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      validateTrigger={['onBlur', 'onChange']}
      initialValues={{ countryCode: '+60', tncAgree: false, email: lockedEmail ?? '' }}
      onFinish={onFinish}
      aria-label="Registration"
    >
      {item(
        'email',
        L.email,
        <Input
          type="email"
          autoComplete="email"
          disabled={!!lockedEmail}
          autoFocus={!lockedEmail}
        />,
        !lockedEmail,
      )}
      {kind === 'agent' ? (
        <>
          {item('agentName', L.agentName, <Input autoComplete="name" />)}
          {item('agentCode', L.agentCode, <Input />)}
          {item('identityCardNumber', L.identityCardNumber, <Input />, false)}
          {item('plan', L.plan, <Input />)}
        </>
      ) : (
        <div className="form-row">
          {item(
            'firstName',
            L.firstName,
            <Input autoComplete="given-name" autoFocus={!!lockedEmail} />,
          )}
          {item('lastName', L.lastName, <Input autoComplete="family-name" />)}
        </div>
      )}
      {item('password', L.password, <Input.Password autoComplete="new-password" />)}
      <Form.Item
        name="confirmedPassword"
        label={L.confirmedPassword}
        required
        dependencies={['password']}
        rules={rule('confirmedPassword')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <div className="form-row form-row--phone">
        {item(
          'countryCode',
          L.countryCode,
          <Select options={PHONE_CODE_OPTIONS} aria-label={L.countryCode} />,
        )}
        {item(
          'contactNumber',
          L.contactNumber,
          <Input autoComplete="tel-national" inputMode="tel" />,
        )}
      </div>
      {kind !== 'agent' && (
        <>
          {item('companyName', L.companyName, <Input autoComplete="organization" />)}
          {item('registerNumber', L.registerNumber, <Input />)}
        </>
      )}
      <Form.Item name="tncAgree" valuePropName="checked" rules={rule('tncAgree')}>
        <Checkbox>I agree to the Terms and Conditions</Checkbox>
      </Form.Item>
      <FormAlert message={call.errorMessage} />
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={call.loading || finishing}
      >
        Register
      </Button>
    </Form>
  );
}
