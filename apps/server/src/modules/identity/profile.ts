import { eq } from 'drizzle-orm';
import type { Profile, UpdateProfileInput } from '@wander/contract';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { users } from '../../db/schema/index.js';

/** The profile of spec section 3, from the caller's auth context. */
export function toProfile(ctx: AuthContext): Profile {
  return {
    userId: ctx.userId,
    email: ctx.email,
    firstName: ctx.firstName,
    lastName: ctx.lastName,
    userName: ctx.userName,
    roleNames: ctx.roleNames,
    userRoleEntities: ctx.userRoleEntities,
    isDmsAdmin: ctx.isDmsAdmin,
    permissions: [...ctx.permissions].sort().map((key) => {
      const at = key.lastIndexOf(':');
      return { resourceName: key.slice(0, at), permission: key.slice(at + 1) };
    }),
    companies: ctx.companies.map((c) => ({
      entityCode: c.entityCode,
      companyName: c.companyName,
      label: `${c.companyName} (${c.entityCode})`,
      customCode: c.customCode,
      isSetupFully: c.isSetupFully,
    })),
  };
}

export async function updateProfile(db: Tx, userId: string, input: UpdateProfileInput) {
  await db
    .update(users)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      ...(input.userName ? { userName: input.userName } : {}),
    })
    .where(eq(users.id, userId));
}
