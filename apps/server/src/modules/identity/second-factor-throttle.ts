import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * Wrong second-factor codes in the signed-in calls (enrolment confirmation, disable) count on the
 * same per-account and per-IP counters as failed sign-ins: a stolen session cannot guess codes.
 */
export function secondFactorThrottle(services: Services, email: string, ip: string) {
  const { perAccount, perIp } = services.signInThrottle;
  const account = email.trim().toLowerCase();
  return {
    async assertAllowed() {
      const wait = Math.max(await perAccount.retryAfter(account), await perIp.retryAfter(ip));
      if (wait > 0) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          `Too many wrong codes. Try again in ${wait} seconds.`,
        );
      }
    },
    async failed() {
      await perAccount.fail(account);
      await perIp.fail(ip);
    },
  };
}
