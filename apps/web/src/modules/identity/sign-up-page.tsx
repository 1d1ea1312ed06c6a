import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { businessCustomerRegistrationSchema, registrationSchema } from '@wander/contract';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';
import {
  ClosedInvitation,
  HAS_ACCOUNT_TITLE,
  SignInToAccept,
  useInvitationLink,
} from './invitation-link';
import { RegistrationForm } from './registration-form';

/**
 * /sign-up: with a `token` (an invitation link) it registers a business customer, the e-mail of
 * the link locked; without one it registers a distributor (spec section 2). The link is asked about
 * first: an address that already has an account is sent to sign in and accept under Invitations.
 */
export function SignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
  const link = useInvitationLink(token);
  if (token && link.loading) {
    return (
      <AuthCard wide title="Create your business account">
        <p role="status">Checking your invitation…</p>
      </AuthCard>
    );
  }
  if (token && link.status?.hasAccount) {
    return (
      <AuthCard wide title={HAS_ACCOUNT_TITLE}>
        <SignInToAccept status={link.status} />
      </AuthCard>
    );
  }
  if (token && link.status && !link.status.isOpen) {
    return (
      <AuthCard wide title="Create your business account">
        <ClosedInvitation status={link.status} />
      </AuthCard>
    );
  }
  if (token) {
    return (
      <AuthCard
        wide
        title="Create your business account"
        lead="You were invited to buy travel eSIM plans on Wander. Fill in your company details to start."
      >
        <RegistrationForm
          key="customer"
          kind="customer"
          schema={businessCustomerRegistrationSchema}
          submit={accountCalls.registerBusinessCustomer}
          token={token}
          lockedEmail={email}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard
      wide
      title="Sign Up"
      lead={
        <>
          Register your company as a Wander distributor. Invited by a distributor? Use the link in
          your invitation e-mail. <Link to="/distributor-sign-up">Distributor registration</Link>
        </>
      }
    >
      <RegistrationForm
        key="distributor"
        kind="distributor"
        schema={registrationSchema}
        submit={accountCalls.registerDistributor}
      />
    </AuthCard>
  );
}
