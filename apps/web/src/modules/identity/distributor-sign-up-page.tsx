import { distributorRegistrationSchema } from '@wander/contract';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';
import { RegistrationForm } from './registration-form';

/** /distributor-sign-up: register number up to 120 characters, no digit rule on the phone. */
export function DistributorSignUpPage() {
  return (
    <AuthCard
      wide
      title="Distributor Sign Up"
      lead="Register your company to resell Wander travel eSIM plans."
    >
      <RegistrationForm
        kind="distributor"
        schema={distributorRegistrationSchema}
        submit={accountCalls.registerDistributor}
      />
    </AuthCard>
  );
}
