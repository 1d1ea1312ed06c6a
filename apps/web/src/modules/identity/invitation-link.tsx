import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { InvitationLinkStatus } from '@wander/contract';
import type { SignInState } from '../../lib/routes/guards';
import { useSession } from '../../lib/session/session';
import { FormAlert } from '../../ui/form-alert';
import { accountCalls } from './account-calls';

export const INVITATIONS_PATH = '/invitations';
export const HAS_ACCOUNT_TITLE = 'You already have an account';
export const hasAccountText = (companyName: string | null, isOpen: boolean) =>
  isOpen && companyName
    ? `You already have an account: sign in to accept the invitation from ${companyName}.`
    : 'You already have an account: sign in to see your invitations.';
export const closedInvitationText = (companyName: string | null) =>
  companyName
    ? `This invitation is no longer valid. Ask ${companyName} to invite you again.`
    : 'This invitation link is not valid. Use the link in your invitation e-mail.';

/**
 * What the invitation link of /sign-up leads to, asked before the form shows: `loading`, then the
 * status, or null when it could not be asked (the form shows; registration checks the link again).
 */
export function useInvitationLink(token: string | null) {
  const [state, setState] = useState<{ token: string; status: InvitationLinkStatus | null }>();
  useEffect(() => {
    if (!token) return;
    let live = true;
    accountCalls.invitationLinkStatus(token).then(
      (result) => live && setState({ token, status: result.data }),
      () => live && setState({ token, status: null }),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (!token) return { loading: false, status: null };
  return state?.token === token
    ? { loading: false, status: state.status }
    : { loading: true, status: null };
}

/**
 * The invited address already has an account: sign in (or, signed in already, go straight) to
 * Invitations and accept there; registering again would only end in "Email is already registered".
 */
export function SignInToAccept({ status }: { status: InvitationLinkStatus }) {
  const navigate = useNavigate();
  const { isAuthenticated } = useSession();
  const text = hasAccountText(status.companyName, status.isOpen);
  const go = () => {
    if (isAuthenticated) {
      navigate(INVITATIONS_PATH);
      return;
    }
    const state: SignInState = { from: INVITATIONS_PATH, notice: text };
    navigate('/sign-in', { state });
  };
  return (
    <>
      <p role="status">{text}</p>
      <button type="button" className="auth-button" onClick={go}>
        {status.isOpen ? 'Sign In to Accept' : 'Sign In'}
      </button>
    </>
  );
}

/** A link that can no longer be used to register (spent, withdrawn, expired or unknown). */
export function ClosedInvitation({ status }: { status: InvitationLinkStatus }) {
  return <FormAlert message={closedInvitationText(status.companyName)} />;
}
