import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { businessCustomerRegistrationSchema, registrationSchema } from '@wander/contract';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';
import { RegistrationForm } from './registration-form';

/**
 * /sign-up: with a `token` (an invitation link) it registers a business customer, the e-mail of
 * the link locked; without one it registers a distributor (spec section 2).
 */
export function SignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const email = params.get('email');
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
