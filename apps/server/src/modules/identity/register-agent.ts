import { eq } from 'drizzle-orm';
import type { AgentRegistrationInput, RegistrationResult } from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { OAuthError } from '../../platform/http/errors.js';
import { agents } from '../../db/schema/index.js';
import { verifyAgentLink } from '../network/agent-link.js';
import { agentIdOfUser } from '../network/agent-attribution.js';
import { findCompanyByCode } from './identity.queries.js';
import { emailTaken, grantRole, insertUser } from './account.queries.js';
import { badToken, duplicateEmail, rethrowDuplicate } from './account-errors.js';
import { queueConfirmation } from './send-confirmation.js';

const agentCodeTaken = () =>
  new OAuthError(
    400,
    'invalid_request',
    'agent_id_already_exists',
    {},
    {
      agentCode: ['Agent ID already exists'],
    },
  );

/**
 * POST registerAgent: an agent under the company (and, when an agent shared the link, under that
 * agent) named by the link token. The account is confirmed through the e-mailed link.
 */
export async function registerAgent(
  services: Services,
  input: AgentRegistrationInput,
): Promise<RegistrationResult> {
  const link = await verifyAgentLink(services.keys, input.token);
  if (!link) throw badToken('invalid_or_expired_agent_link');
  const email = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  const result = await services.database.db
    .transaction(async (tx) => {
      if (!(await findCompanyByCode(tx, link.entityCode))) {
        throw badToken('invalid_or_expired_agent_link');
      }
      if (await emailTaken(tx, email)) throw duplicateEmail();
      const [taken] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(eq(agents.agentCode, input.agentCode));
      if (taken) throw agentCodeTaken();
      const userId = await insertUser(tx, {
        email,
        passwordHash,
        firstName: input.agentName,
        lastName: '',
        emailConfirmed: false,
      });
      await grantRole(tx, userId, 'Agent', link.entityCode);
      await tx.insert(agents).values({
        userId,
        entityCode: link.entityCode,
        // Under the agent who shared the link, while it still has an agent profile here.
        parentUserId:
          link.isAgent && (await agentIdOfUser(tx, link.userId, link.entityCode))
            ? link.userId
            : null,
        agentName: input.agentName,
        agentCode: input.agentCode,
        identityCardNumber: input.identityCardNumber || null,
        plan: input.plan,
        countryCode: input.countryCode,
        contactNumber: input.contactNumber,
      });
      await queueConfirmation(services, tx, {
        userId,
        email,
        firstName: input.agentName,
        entityCode: link.entityCode,
      });
      return { userId, email, entityCode: link.entityCode, emailConfirmed: false };
    })
    .catch((error: unknown) => {
      if (error instanceof OAuthError) throw error;
      return rethrowDuplicate(error);
    });
  await services.mail.relaySafely();
  return result;
}
