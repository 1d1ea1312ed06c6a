import { recordMissingLineCosts } from '../modules/orders/record-line-costs.js';
import { seedDeliverOnPayment } from './seed-deliver-on-payment.js';
import { seedDemoTwoFactor } from './demo-two-factor.js';
import { and, eq, inArray } from 'drizzle-orm';
import { ROLE_NAMES } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import { hashPassword } from '../platform/auth/passwords.js';
import {
  companies,
  customerGroups,
  rolePermissions,
  roles,
  userCompanies,
  userRoles,
  users,
} from '../db/schema/index.js';
import { DEFAULT_GRANTS } from './role-grants.js';
import { seedGeneralDemo } from './seed-reference.js';
import { seedPushMessages } from './seed-push-messages.js';
import { spreadDemoTimes } from './spread-demo-times.js';
import { seedPlans } from './seed-plans.js';
import { seedInvoicingDemo } from './seed-invoicing.js';
import { seedManualInvoicesDemo } from './seed-manual-invoices.js';
import { seedOrdersDemo } from './seed-orders.js';
import { seedGroupOrders } from './seed-group-orders.js';
import { seedCatalog } from './seed-catalog.js';
import { seedPlansAndUsage } from './seed-plans-usage.js';
import { seedLocations } from './seed-locations.js';
import { seedReviews } from './seed-reviews.js';
import { seedJournals } from './seed-journals.js';
import { seedUsageNotifications } from './seed-usage-notifications.js';
import { seedOffers } from './seed-offers.js';
import { seedProductSetup } from './seed-product-setup.js';
import { seedSparkPackages } from './seed-spark-packages.js';
import { seedProviders } from './seed-providers.js';
import { seedAgents } from './seed-agents.js';
import { seedCustomers } from './seed-customers.js';
import { seedAppointments } from './seed-appointments.js';
import { seedCouponAutomations, seedCouponConsumers, seedCoupons } from './seed-coupons.js';
import { seedConsumers, seedStoreConsumerPassword } from './seed-consumers.js';
import { seedConsumerOrders } from './seed-consumer-orders.js';
import { seedAffiliates } from './seed-affiliates.js';
import { seedConsumerGoals } from './seed-consumer-goals.js';
import { seedWallets } from './seed-wallets.js';
import { seedExchangeRates } from './seed-exchange-rates.js';
import { seedCurrencyPricing } from './seed-currency-pricing.js';

export const DEMO_PASSWORD = 'Wander#2026';

type CompanySeed = typeof companies.$inferInsert;
const fullDetails = (email: string, contactNumber: string, address: string) => ({
  email,
  countryCode: '+60',
  contactNumber,
  address,
  defaultCurrency: 'MYR',
});

/** The demo world's companies (later areas add their own demo data in their own seed parts). */
export const DEMO_COMPANIES: CompanySeed[] = [
  {
    entityCode: 'WANDER',
    companyName: 'Wander Platform Sdn Bhd',
    companyType: 'platform',
    registerNumber: '202401000001',
    ...fullDetails('ops@wander.demo', '0320000001', 'Level 12, Menara Wander, Kuala Lumpur'),
  },
  {
    entityCode: 'DIST001',
    companyName: 'Globetrek Distribution Sdn Bhd',
    companyType: 'distributor',
    parentEntityCode: 'WANDER',
    registerNumber: '202401000101',
    ...fullDetails('sales@globetrek.demo', '0321110101', '18 Jalan Ampang, Kuala Lumpur'),
  },
  {
    entityCode: 'DIST002',
    companyName: 'Nomad Connect Pte Ltd',
    companyType: 'distributor',
    parentEntityCode: 'WANDER',
    // Setup incomplete on purpose: only the name is known.
  },
  {
    entityCode: 'CUST001',
    companyName: 'Skyway Travel Agency',
    companyType: 'customer',
    parentEntityCode: 'DIST001',
    registerNumber: '202401000201',
    ...fullDetails('bookings@skyway.demo', '0322220201', '7 Lebuh Pantai, George Town, Penang'),
  },
];

interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  roles: { role: string; entityCode: string }[];
}

export const DEMO_USERS: UserSeed[] = [
  {
    email: 'admin@wander.demo',
    firstName: 'Aisha',
    lastName: 'Rahman',
    roles: [{ role: 'DmsAdmin', entityCode: 'WANDER' }],
  },
  {
    email: 'operator@wander.demo',
    firstName: 'Oliver',
    lastName: 'Tan',
    roles: [{ role: 'OperatorAdmin', entityCode: 'WANDER' }],
  },
  {
    email: 'distributor@wander.demo',
    firstName: 'Daniel',
    lastName: 'Lim',
    roles: [{ role: 'CompanyAdmin', entityCode: 'DIST001' }],
  },
  {
    // The distributor's second admin: approves the large refunds Daniel asks for (four eyes).
    email: 'accounts@wander.demo',
    firstName: 'Amira',
    lastName: 'Yusof',
    roles: [{ role: 'CompanyAdmin', entityCode: 'DIST001' }],
  },
  {
    email: 'newdistributor@wander.demo',
    firstName: 'Nora',
    lastName: 'Ng',
    roles: [{ role: 'CompanyAdmin', entityCode: 'DIST002' }],
  },
  {
    email: 'customer@wander.demo',
    firstName: 'Chloe',
    lastName: 'Wong',
    roles: [{ role: 'Customer', entityCode: 'CUST001' }],
  },
  {
    email: 'agent@wander.demo',
    firstName: 'Arjun',
    lastName: 'Nair',
    roles: [{ role: 'Agent', entityCode: 'DIST001' }],
  },
];

/** Roles and their default grants: needed on every database, demo or not. */
export async function seedRoles(db: Db) {
  await db
    .insert(roles)
    .values(ROLE_NAMES.map((name) => ({ name, isSystem: true })))
    .onConflictDoNothing();
  const rows = await db
    .select()
    .from(roles)
    .where(inArray(roles.name, [...ROLE_NAMES]));
  const idOf = new Map(rows.map((r) => [r.name, r.id]));
  const grants = ROLE_NAMES.flatMap((name) =>
    DEFAULT_GRANTS[name].map((g) => ({
      roleId: idOf.get(name)!,
      resourceName: g.resource,
      permission: g.permission,
    })),
  );
  if (grants.length) await db.insert(rolePermissions).values(grants).onConflictDoNothing();
}

/** Loads the demo world. Idempotent: every insert skips what exists, so a re-run adds nothing. */
export async function seedDemo(db: Db) {
  await seedRoles(db);
  // The demo world is written once; later starts only restore what it must hold.
  const firstSeed =
    (
      await db
        .insert(companies)
        .values(DEMO_COMPANIES)
        .onConflictDoNothing()
        .returning({ id: companies.id })
    ).length > 0;
  const companyRows = await db.select().from(companies);
  const companyId = new Map(companyRows.map((c) => [c.entityCode, c.id]));
  const roleRows = await db.select().from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const seed of DEMO_USERS) {
    await db
      .insert(users)
      .values({
        email: seed.email,
        userName: seed.email.split('@')[0],
        firstName: seed.firstName,
        lastName: seed.lastName,
        passwordHash,
        emailConfirmed: true,
      })
      .onConflictDoNothing();
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, seed.email));
    const entityCodes = [...new Set(seed.roles.map((r) => r.entityCode))];
    await db
      .insert(userCompanies)
      .values(
        entityCodes.map((code, position) => ({
          userId: user.id,
          companyId: companyId.get(code)!,
          position,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(userRoles)
      .values(
        seed.roles.map((r) => ({
          userId: user.id,
          roleId: roleId.get(r.role)!,
          entityCode: r.entityCode,
        })),
      )
      .onConflictDoNothing();
  }

  await seedDemoTwoFactor(db);

  await db
    .insert(customerGroups)
    .values(
      ['Corporate', 'Retail', 'Travel Agents'].map((name) => ({ entityCode: 'DIST001', name })),
    )
    .onConflictDoNothing();

  await seedGeneralDemo(db);
  // A year of daily exchange rates (needs the currencies).
  await seedExchangeRates(db);
  // Customer groups' terms, membership tiers and the distributor's business customers (needs the
  // tax groups and payment terms of the general demo).
  await seedCustomers(db);
  await seedPlans(db);
  await seedCatalog(db);
  // DIST001 sells in HKD converted from its MYR prices (its Hong Kong store, issue 40).
  await seedCurrencyPricing(db);
  await seedLocations(db);
  await seedReviews(db);
  await seedOffers(db);
  await seedProductSetup(db);
  // A refused Spark package list in the demo distributor's import history.
  await seedSparkPackages(db);
  await seedProviders(db);
  await seedDeliverOnPayment(db);

  // The demo customer's opening balance; the other customers' empty wallets.
  await seedWallets(db, companyId.get('CUST001')!);
  // DIST001's agent tree; CUST001 is Mei Ling's customer (before the orders: they are credited).
  await seedAgents(db, passwordHash);
  // Orders, invoices with delivered eSIMs and wallet history (needs the catalogue and the wallet).
  await seedOrdersDemo(db);
  // Skyway's tour group, ordered and delivered (issue 29).
  await seedGroupOrders(db);
  // A cancelled invoice with its wallet refund (after the orders: it is an order of its own).
  await seedInvoicingDemo(db);
  // Draft manual invoices to the demo customer (after the orders: their numbers follow).
  await seedManualInvoicesDemo(db);
  // Products in their Wander plans, and daily usage of the delivered eSIMs (needs the orders).
  await seedPlansAndUsage(db);
  // Stock movement journals of the demo distributor (needs its locations and eSIMs).
  await seedJournals(db);
  // Usage notification rules, an eSIM at 82 % of its data and the eSIMs' service history.
  await seedUsageNotifications(db);
  // The demo distributor's appointment counter (needs its plans for the adjusted products).
  await seedAppointments(db);
  // The demo distributor's coupons (live, expired and paused).
  await seedCoupons(db);
  await seedCouponConsumers(db);
  await seedCouponAutomations(db);
  // The demo distributor's consumer groups and consumers (signed up through the consumer apps).
  await seedConsumers(db);
  // Its affiliates (top referrers) and their applications, before any consumer order is paid.
  await seedAffiliates(db);
  // Its consumer upgrade goals (Consumer Summary) and the coupon for reaching one.
  await seedConsumerGoals(db);
  // The web store's demo consumer, and ~200 consumer orders (commissions and goals follow).
  await seedStoreConsumerPassword(db, passwordHash);
  await seedConsumerOrders(db);
  // Device tokens, a sent push message with its recipients' outcomes and a scheduled one.
  await seedPushMessages(db);
  // The demo's orders are written paid: their lines' costs at their payment days (issue 40).
  await recordMissingLineCosts(db);
  // Last, on the first seed only: its records get creation times over the past months.
  if (firstSeed) await spreadDemoTimes(db);
}

export async function demoUserId(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email)));
  return row?.id;
}
