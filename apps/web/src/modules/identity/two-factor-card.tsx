import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Alert, Button, Space, Spin } from 'antd';
import type { TwoFactorEnrolment } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { useApiCall } from '../../lib/api/use-api-call';
import { FormAlert } from '../../ui/form-alert';
import { showMessage } from '../../ui/dialogs';
import { Panel } from '../../ui/panel';
import { fetchTwoFactorStatus, startEnrolment, TWO_FACTOR_KEY } from './two-factor-calls';
import { DisableForm, EnrolForm, RecoveryCodesView } from './two-factor-forms';
import { useSession } from '../../lib/session/session';
import { finishSignIn } from './sign-in-flow';

export const TWO_FACTOR_REQUIRED_TEXT =
  'Your role requires two-factor sign-in. Set it up now: until then only this page is open to you, and from your next sign-in on you will be asked for a code from your authenticator app.';

/**
 * The profile's "Two-factor sign-in" card: off (with a warning where the user's role requires it)
 * -> QR code and first code -> the ten recovery codes once -> on, with "Turn Off" (password and
 * code).
 */
export function TwoFactorCard() {
  const queryClient = useQueryClient();
  // Read afresh whenever the card shows: a sign-in with a recovery code uses one up.
  const query = useQuery({ queryKey: TWO_FACTOR_KEY, queryFn: fetchTwoFactorStatus, staleTime: 0 });
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Set up because the role requires it: the sign-in's other steps waited for it (sign-in-flow).
  const [unlocked, setUnlocked] = useState(false);
  const { profile } = useSession();
  const navigate = useNavigate();
  const start = useApiCall(startEnrolment);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  const status = query.data;

  let body;
  if (recoveryCodes) {
    body = (
      <RecoveryCodesView
        codes={recoveryCodes}
        onDone={() => {
          setRecoveryCodes(null);
          if (unlocked && profile)
            finishSignIn(profile, null).then(
              (landing) => navigate(landing),
              (error: unknown) => showMessage('error', errorMessageOf(error)),
            );
        }}
      />
    );
  } else if (enrolment) {
    body = (
      <EnrolForm
        enrolment={enrolment}
        onCancel={() => setEnrolment(null)}
        onConfirmed={(codes) => {
          setUnlocked(!!status?.required);
          setEnrolment(null);
          setRecoveryCodes(codes);
          void refresh();
        }}
      />
    );
  } else if (status?.enabled) {
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <p>
          Two-factor sign-in is <strong>on</strong>: signing in asks for a code from your
          authenticator app. Recovery codes left: {status.recoveryCodesLeft}.
        </p>
        <DisableForm onDisabled={() => void refresh()} />
      </Space>
    );
  } else if (status) {
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {status.required && <Alert type="warning" showIcon message={TWO_FACTOR_REQUIRED_TEXT} />}
        <p>
          Two-factor sign-in is <strong>off</strong>. With it on, signing in also asks for a code
          from an authenticator app on your phone.
        </p>
        <FormAlert message={start.errorMessage} />
        <Button
          type="primary"
          loading={start.loading}
          onClick={async () => {
            const result = await start.run();
            if (result) setEnrolment(result.data);
          }}
        >
          Set Up Two-factor Sign-in
        </Button>
      </Space>
    );
  }

  return (
    <Panel title="Two-factor sign-in">
      {query.isPending && <Spin />}
      {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
      {body}
    </Panel>
  );
}
