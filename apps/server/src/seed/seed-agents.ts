import { eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { agents, companies, roles, userCompanies, userRoles, users } from '../db/schema/index.js';
import { stableId } from './stable-id.js';

interface AgentSeed {
  email: string;
  agentName: string;
  agentCode: string;
  plan: string;
  contactNumber: string;
  /** The upline's e-mail; null: a top-level agent of DIST001. */
  upline: string | null;
  identityCardNumber?: string;
}

/**
 * DIST001's agent network, three levels under the demo agent Arjun Nair (agent@wander.demo):
 * Arjun -> Mei Ling, Hafiz; Mei Ling -> Priya, Jason; Hafiz -> Aisyah. Every account signs in
 * with the demo password (the caller's hash of it).
 */
export const DEMO_AGENTS: AgentSeed[] = [
  {
    email: 'agent@wander.demo',
    agentName: 'Arjun Nair',
    agentCode: 'AGT001',
    plan: 'Gold',
    contactNumber: '0123456701',
    upline: null,
    identityCardNumber: '850312-10-5531',
  },
  {
    email: 'meiling.tan@agents.demo',
    agentName: 'Mei Ling Tan',
    agentCode: 'AGT002',
    plan: 'Silver',
    contactNumber: '0123456702',
    upline: 'agent@wander.demo',
  },
  {
    email: 'hafiz.rahman@agents.demo',
    agentName: 'Hafiz Rahman',
    agentCode: 'AGT003',
    plan: 'Silver',
    contactNumber: '0123456703',
    upline: 'agent@wander.demo',
  },
  {
    email: 'priya.devi@agents.demo',
    agentName: 'Priya Devi',
    agentCode: 'AGT004',
    plan: 'Bronze',
    contactNumber: '0123456704',
    upline: 'meiling.tan@agents.demo',
  },
  {
    email: 'jason.lee@agents.demo',
    agentName: 'Jason Lee',
    agentCode: 'AGT005',
    plan: 'Bronze',
    contactNumber: '0123456705',
    upline: 'meiling.tan@agents.demo',
  },
  {
    email: 'aisyah.karim@agents.demo',
    agentName: 'Aisyah Karim',
    agentCode: 'AGT006',
    plan: 'Bronze',
    contactNumber: '0123456706',
    upline: 'hafiz.rahman@agents.demo',
  },
];

/**
 * Customers brought in by agents. Skyway Travel Agency (the demo customer) by Mei Ling: its
 * orders are her sales. Borneo Trails Tours (Travel Agents) and the Petronas Dagangan Travel Desk
 * (Corporate) by the demo agent Arjun, so that his customer list has rows (issue 26); they have
 * no orders yet.
 */
const ATTRIBUTED = [
  { customer: 'CUST001', agent: 'meiling.tan@agents.demo' },
  { customer: 'CUST002', agent: 'agent@wander.demo' },
  { customer: 'CUST003', agent: 'agent@wander.demo' },
];

/**
 * Agents of the demo world (after the demo accounts, before the demo orders so that CUST001's
 * orders are credited to its agent). Idempotent: accounts and profiles skip what exists.
 */
export async function seedAgents(db: Db, passwordHash: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Agent'));
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.entityCode, 'DIST001'));
  if (!role || !company) return;
  const userIdOf = new Map<string, string>();
  for (const seed of DEMO_AGENTS) {
    const [first, ...rest] = seed.agentName.split(' ');
    await db
      .insert(users)
      .values({
        email: seed.email,
        userName: seed.email.split('@')[0],
        firstName: first,
        lastName: rest.join(' '),
        passwordHash,
        emailConfirmed: true,
      })
      .onConflictDoNothing();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, seed.email));
    userIdOf.set(seed.email, user.id);
    await db
      .insert(userCompanies)
      .values({ userId: user.id, companyId: company.id, position: 0 })
      .onConflictDoNothing();
    await db
      .insert(userRoles)
      .values({ userId: user.id, roleId: role.id, entityCode: 'DIST001' })
      .onConflictDoNothing();
    // Uplines come first in the list, so the upline's profile exists already.
    await db
      .insert(agents)
      .values({
        id: stableId(`agent:${seed.agentCode}`),
        userId: user.id,
        entityCode: 'DIST001',
        parentUserId: seed.upline ? userIdOf.get(seed.upline)! : null,
        agentName: seed.agentName,
        agentCode: seed.agentCode,
        identityCardNumber: seed.identityCardNumber ?? null,
        plan: seed.plan,
        countryCode: '+60',
        contactNumber: seed.contactNumber,
      })
      .onConflictDoNothing();
  }
  for (const { customer, agent } of ATTRIBUTED) {
    await db
      .update(companies)
      .set({ agentId: stableId(`agent:${agentCodeOf(agent)}`) })
      .where(eq(companies.entityCode, customer));
  }
}

const agentCodeOf = (email: string) => DEMO_AGENTS.find((a) => a.email === email)!.agentCode;
