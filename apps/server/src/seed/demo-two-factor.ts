import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { roles, users, userTwoFactor } from '../db/schema/index.js';

/**
 * The demo world's second factors: FIXED, published secrets (README, "Demo accounts"), so that
 * anyone can add them to an authenticator app and the tests can compute the codes. Never use
 * them outside the demo world (`SEED_DEMO=0` for a real installation).
 */
export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'admin@wander.demo': 'WANDERDEMOADMINTOTPSECRETKEY2345',
  'operator@wander.demo': 'WANDERDEMOOPERATORTOTPSECRET2345',
};

/** The roles whose users must sign in with a second factor in the demo world. */
export const DEMO_TWO_FACTOR_ROLES = ['DmsAdmin', 'OperatorAdmin'];

/** When the demo second factors count as enrolled (fixed, so every seed is the same). */
const ENROLLED_AT = new Date('2026-01-01T00:00:00Z');

/**
 * Turns two-factor sign-in on for the demo's platform roles and enrols the demo admin and
 * operator with their published secrets. Idempotent: a start restores this demo state (a demo
 * account whose second factor was turned off or reset gets the published secret back).
 */
export async function seedDemoTwoFactor(db: Db) {
  await db
    .update(roles)
    .set({ twoFactorRequired: true })
    .where(and(inArray(roles.name, DEMO_TWO_FACTOR_ROLES), eq(roles.twoFactorRequired, false)));
  for (const [email, secret] of Object.entries(DEMO_TOTP_SECRETS)) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) continue;
    await db
      .insert(userTwoFactor)
      .values({ userId: user.id, secret, confirmedAt: ENROLLED_AT, createdAt: ENROLLED_AT })
      .onConflictDoUpdate({
        target: userTwoFactor.userId,
        set: { secret, confirmedAt: ENROLLED_AT, createdAt: ENROLLED_AT },
        setWhere: isNull(userTwoFactor.confirmedAt),
      });
  }
}
