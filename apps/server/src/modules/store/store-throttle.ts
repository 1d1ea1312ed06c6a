import type { FastifyReply } from 'fastify';
import type { Services } from '../../platform/services.js';
import { FailureThrottle, longestWait } from '../../platform/auth/throttle.js';
import { AppError } from '../../platform/http/errors.js';

export const STORE_TOO_MANY = 'Too many attempts. Please try again later.';

/**
 * The store's limits, the back office's own (docs/api-contract.md, "Throttles"): failed sign-ins
 * per consumer account and per address (the back office's counters and numbers, the account key
 * naming the distributor, as a consumer's e-mail is unique per distributor), and sign-ups per
 * address (as back-office registrations: 30 per 15 minutes). Refused: 429 with Retry-After.
 */
export function storeThrottle(services: Services) {
  const { perAccount, perIp } = services.signInThrottle;
  const signUps = new FailureThrottle(services.database.db, 'store-sign-up:ip', 30, 15 * 60_000);
  const refuse = async (pairs: [FailureThrottle, string][], reply: FastifyReply) => {
    const wait = await longestWait(pairs);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new AppError('TOO_MANY_REQUESTS', STORE_TOO_MANY);
    }
  };
  const accountKey = (entityCode: string, email: string) =>
    `store:${entityCode}:${email.trim().toLowerCase()}`;
  return {
    /** Before a sign-in: refuses a blocked account or address. */
    signInAllowed: (entityCode: string, email: string, ip: string, reply: FastifyReply) =>
      refuse(
        [
          [perAccount, accountKey(entityCode, email)],
          [perIp, ip],
        ],
        reply,
      ),
    signInFailed: async (entityCode: string, email: string, ip: string) => {
      await perAccount.fail(accountKey(entityCode, email));
      await perIp.fail(ip);
    },
    signInSucceeded: (entityCode: string, email: string) =>
      perAccount.reset(accountKey(entityCode, email)),
    /** Counts a sign-up from the address, refusing it past the limit. */
    signUp: async (ip: string, reply: FastifyReply) => {
      await refuse([[signUps, ip]], reply);
      await signUps.fail(ip);
    },
  };
}
