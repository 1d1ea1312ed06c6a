import { useSearchParams } from 'react-router';
import { agentRegistrationSchema } from '@wander/contract';
import { FormAlert } from '../../ui/form-alert';
import { accountCalls } from './account-calls';
import { AuthCard } from './auth-card';
import { RegistrationForm } from './registration-form';

export const MISSING_AGENT_LINK_TEXT =
  'This sign-up link is incomplete. Ask the agent or company who invited you for their agent sign-up link.';

/** /agent-sign-up?token=...: registers an agent under whoever shared the link. */
export function AgentSignUpPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthCard wide title="Agent Sign Up" lead="Join Wander as an agent and sell travel eSIM plans.">
      {token ? (
        <RegistrationForm
          kind="agent"
          schema={agentRegistrationSchema}
          submit={accountCalls.registerAgent}
          token={token}
        />
      ) : (
        <FormAlert message={MISSING_AGENT_LINK_TEXT} />
      )}
    </AuthCard>
  );
}
