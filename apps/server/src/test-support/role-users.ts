import { eq } from 'drizzle-orm';
import { ROLE_NAMES, type RoleName } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import {
  companies,
  rolePermissions,
  roles,
  userCompanies,
  userRoles,
  users,
} from '../db/schema/index.js';

/** The demo account of each role the demo world has one for (seed/seed-demo.ts). */
const DEMO_ACCOUNT: Partial<Record<RoleName, string>> = {
  DmsAdmin: 'admin@wander.demo',
  OperatorAdmin: 'operator@wander.demo',
  CompanyAdmin: 'distributor@wander.demo',
  Customer: 'customer@wander.demo',
  Agent: 'agent@wander.demo',
};

/** Adds a confirmed user with the demo password, in `entityCode`, holding `roleId` there. */
async function addTestUser(
  db: Db,
  user: { email: string; userName: string; firstName: string; lastName: string },
  entityCode: string,
  roleId: string,
): Promise<void> {
  const [template] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNT.DmsAdmin!));
  const [row] = await db
    .insert(users)
    .values({ ...user, passwordHash: template.passwordHash, emailConfirmed: true })
    .returning({ id: users.id });
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  await db.insert(userCompanies).values({ userId: row.id, companyId: company.id, position: 0 });
  await db.insert(userRoles).values({ userId: row.id, roleId, entityCode });
}

/**
 * One signed-in account per role of ROLE_NAMES: the demo account where there is one, else a user
 * added to this test database with only that role (platform roles in WANDER, the others in
 * DIST001), with the demo password.
 */
export async function accountOfEveryRole(db: Db): Promise<Record<RoleName, string>> {
  const accounts = {} as Record<RoleName, string>;
  for (const role of ROLE_NAMES) {
    const demo = DEMO_ACCOUNT[role];
    if (demo) {
      accounts[role] = demo;
      continue;
    }
    const email = `${role.toLowerCase()}@roles.test`;
    const entityCode =
      role.startsWith('Operator') || role === 'CustomerService' ? 'WANDER' : 'DIST001';
    const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
    await addTestUser(
      db,
      { email, userName: role.toLowerCase(), firstName: role, lastName: 'Test' },
      entityCode,
      roleRow.id,
    );
    accounts[role] = email;
  }
  return accounts;
}

/**
 * A user of `entityCode` holding every permission the routes declare, through a role of its own
 * (not DmsAdmin, which may work in any company): what it is refused, it is refused by tenancy.
 */
export async function allPermissionsUser(
  db: Db,
  entityCode: string,
  grants: { resource: string; action: string }[],
): Promise<string> {
  const name = `AllGrants${entityCode}`;
  const [role] = await db.insert(roles).values({ name }).returning({ id: roles.id });
  const unique = new Map(grants.map((g) => [`${g.resource}:${g.action}`, g]));
  await db.insert(rolePermissions).values(
    [...unique.values()].map((g) => ({
      roleId: role.id,
      resourceName: g.resource,
      permission: g.action,
    })),
  );
  const email = `all-grants@${entityCode.toLowerCase()}.test`;
  await addTestUser(
    db,
    {
      email,
      userName: `all-grants-${entityCode.toLowerCase()}`,
      firstName: 'All',
      lastName: 'Grants',
    },
    entityCode,
    role.id,
  );
  return email;
}
