import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Steps from 'antd/es/steps';
import {
  FIRST_RUN_LINK_INVALID,
  FirstRunLabel as L,
  firstRunCompleteSchema,
  ISO_COUNTRIES,
  ISO_CURRENCIES,
  type FirstRunCompleteInput,
  type FirstRunStatus,
  type TwoFactorEnrolment,
} from '@wander/contract';
import { useApiCall } from '../../lib/api/use-api-call';
import { FormAlert } from '../../ui/form-alert';
import { zodRule } from '../../ui/zod-rules';
import { AuthCard } from './auth-card';
import { firstRunCalls } from './first-run-calls';
import { AuthenticatorKey, RecoveryCodesView } from './two-factor-forms';

type Details = Omit<FirstRunCompleteInput, 'token' | 'otp'>;

const CURRENCY_OPTIONS = ISO_CURRENCIES.map((c) => ({
  value: c.currencyCode,
  label: `${c.currencyCode} · ${c.currencyName}`,
}));
const COUNTRY_OPTIONS = ISO_COUNTRIES.map((c) => ({ value: c.countryCode, label: c.countryName }));
const rule = (field: keyof FirstRunCompleteInput) => [zodRule(firstRunCompleteSchema, field)];
const search = (input: string, option?: { label: string; value: string }) =>
  !!option && `${option.value} ${option.label}`.toLowerCase().includes(input.trim().toLowerCase());

/**
 * /first-run?token=: a real deployment's first run. The platform company and the platform admin,
 * then the admin's second factor (QR code and a first code), then the ten recovery codes.
 */
export function FirstRunPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  // The public screens have no query client: the link's status is asked once, here.
  const [status, setStatus] = useState<{ isPending: boolean; data?: FirstRunStatus }>({
    isPending: true,
  });
  useEffect(() => {
    let live = true;
    firstRunCalls
      .status(token || undefined)
      .then((answer) => live && setStatus({ isPending: false, data: answer.data }))
      .catch(() => live && setStatus({ isPending: false }));
    return () => {
      live = false;
    };
  }, [token]);
  const [details, setDetails] = useState<Details | null>(null);
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const step = codes ? 2 : enrolment ? 1 : 0;

  if (status.isPending) return <AuthCard title="Set up Wander">Checking the setup link…</AuthCard>;
  if (!codes && !status.data?.tokenValid) {
    return (
      <AuthCard title="Set up Wander">
        <Alert
          type="warning"
          showIcon
          message={
            status.data?.setupNeeded === false
              ? 'Wander is set up already.'
              : FIRST_RUN_LINK_INVALID
          }
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title="Set up Wander"
      wide
      lead="Create the platform company and its administrator. This link works once."
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 24 }}
        items={[
          { title: 'Company and admin' },
          { title: 'Two-factor sign-in' },
          { title: 'Recovery codes' },
        ]}
      />
      {step === 0 && (
        <DetailsForm
          token={token}
          initial={details}
          onNext={(values, started) => {
            setDetails(values);
            setEnrolment(started);
          }}
        />
      )}
      {step === 1 && details && enrolment && (
        <FactorForm
          token={token}
          details={details}
          enrolment={enrolment}
          onBack={() => setEnrolment(null)}
          onDone={setCodes}
        />
      )}
      {step === 2 && codes && (
        <RecoveryCodesView
          codes={codes}
          onDone={() =>
            navigate('/sign-in', {
              replace: true,
              state: { notice: 'Wander is set up. Sign in with your e-mail, password and a code.' },
            })
          }
        />
      )}
    </AuthCard>
  );
}

function DetailsForm({
  token,
  initial,
  onNext,
}: {
  token: string;
  initial: Details | null;
  onNext: (values: Details, enrolment: TwoFactorEnrolment) => void;
}) {
  const [form] = Form.useForm<Details>();
  const call = useApiCall(firstRunCalls.begin, { form });
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="Company and admin"
      initialValues={initial ?? { entityCode: 'WANDER' }}
      validateTrigger={['onBlur', 'onChange']}
      onFinish={async (values) => {
        const result = await call.run({ token, email: values.email.trim() });
        if (result) onNext({ ...values, email: values.email.trim() }, result.data);
      }}
    >
      <fieldset className="form-fieldset">
        <legend>Platform company</legend>
        <Form.Item label={L.companyName} name="companyName" required rules={rule('companyName')}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item
          label={L.entityCode}
          name="entityCode"
          required
          rules={rule('entityCode')}
          extra="Capital letters or digits; it names the company in the portal and on documents."
          normalize={(v: string) => v?.toUpperCase()}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          label={L.defaultCurrency}
          name="defaultCurrency"
          required
          rules={rule('defaultCurrency')}
        >
          <Select showSearch options={CURRENCY_OPTIONS} filterOption={search} placeholder="MYR" />
        </Form.Item>
        <Form.Item label={L.country} name="country" required rules={rule('country')}>
          <Select
            showSearch
            options={COUNTRY_OPTIONS}
            filterOption={search}
            placeholder="Malaysia"
          />
        </Form.Item>
      </fieldset>
      <fieldset className="form-fieldset">
        <legend>Platform admin</legend>
        <Form.Item label={L.firstName} name="firstName" required rules={rule('firstName')}>
          <Input autoComplete="given-name" />
        </Form.Item>
        <Form.Item label={L.lastName} name="lastName" required rules={rule('lastName')}>
          <Input autoComplete="family-name" />
        </Form.Item>
        <Form.Item label={L.email} name="email" required rules={rule('email')}>
          <Input type="email" autoComplete="username" />
        </Form.Item>
        <Form.Item label={L.password} name="password" required rules={rule('password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={L.confirmedPassword}
          name="confirmedPassword"
          required
          dependencies={['password']}
          rules={[
            ...rule('confirmedPassword'),
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(`${L.confirmedPassword} must match ${L.password}`)),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </fieldset>
      <FormAlert message={call.errorMessage} />
      <Button type="primary" htmlType="submit" block size="large" loading={call.loading}>
        Next: two-factor sign-in
      </Button>
    </Form>
  );
}

function FactorForm({
  token,
  details,
  enrolment,
  onBack,
  onDone,
}: {
  token: string;
  details: Details;
  enrolment: TwoFactorEnrolment;
  onBack: () => void;
  onDone: (codes: string[]) => void;
}) {
  const [form] = Form.useForm<{ otp: string }>();
  const call = useApiCall(firstRunCalls.complete, { form });
  return (
    <Form
      form={form}
      layout="vertical"
      aria-label="Two-factor sign-in"
      validateTrigger={['onBlur', 'onChange']}
      onFinish={async ({ otp }) => {
        const result = await call.run({ ...details, token, otp: otp.trim() });
        if (result) onDone(result.data.recoveryCodes);
      }}
    >
      <p>
        The platform admin signs in with a second factor. Scan this QR code with an authenticator
        app (Google Authenticator, Microsoft Authenticator, 1Password ...), then enter the 6-digit
        code it shows.
      </p>
      <AuthenticatorKey enrolment={enrolment} />
      <Form.Item label={L.otp} name="otp" required rules={rule('otp')}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          style={{ maxWidth: 240 }}
          autoFocus
        />
      </Form.Item>
      <FormAlert message={call.errorMessage} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={onBack}>Back</Button>
        <Button type="primary" htmlType="submit" loading={call.loading}>
          Create platform admin
        </Button>
      </div>
    </Form>
  );
}
