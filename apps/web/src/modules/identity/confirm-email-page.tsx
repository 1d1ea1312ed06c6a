import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Button from 'antd/es/button';
import { confirmEmailFailText, confirmEmailSuccessText } from '@wander/contract';
import { showMessage } from '../../ui/dialogs';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';

/**
 * /confirm-email?email=&token=: 'Confirm' shows 'You have confirmed email successfully!' or
 * 'Confirmation fail!', then goes to /sign-in (spec section 4).
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const toSignIn = () => navigate('/sign-in', { replace: true });

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await accountCalls.confirmEmail({ email, token });
      showMessage('success', result.message ?? confirmEmailSuccessText, 'Success', toSignIn);
    } catch {
      showMessage('error', confirmEmailFailText, 'Error', toSignIn);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Confirm Email" lead="Confirm the e-mail address of your Wander account.">
      <p>
        Email: <strong>{email || '-'}</strong>
      </p>
      <Button type="primary" block size="large" loading={busy} onClick={confirm}>
        Confirm
      </Button>
    </AuthCard>
  );
}
