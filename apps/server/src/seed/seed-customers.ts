import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  companies,
  customerGroups,
  customers,
  memberships,
  paymentTerms,
  taxGroups,
  users,
} from '../db/schema/index.js';
import { stableId } from './stable-id.js';

const DIST = 'DIST001';

/** Group terms of the demo distributor (the groups themselves are made with the accounts). */
const GROUPS = [
  {
    name: 'Corporate',
    description: 'Companies buying for their travelling staff',
    discountPercent: 5,
  },
  {
    name: 'Retail',
    description: 'Shops and kiosks selling to walk-in travellers',
    discountPercent: 0,
  },
  {
    name: 'Travel Agents',
    description: 'Agencies bundling eSIMs with their tours',
    discountPercent: 3,
  },
];

/** Tiers: the job moves a customer up once its paid purchases in the period reach the threshold. */
const TIERS = [
  {
    name: 'Silver',
    level: 1,
    description: 'Every registered customer',
    discountPercent: 0,
    freeTopUps: 1,
    spendThreshold: 0,
    periodDays: 365,
  },
  {
    name: 'Gold',
    level: 2,
    description: 'Regular buyers',
    discountPercent: 3,
    freeTopUps: 3,
    spendThreshold: 20000,
    periodDays: 180,
  },
  {
    name: 'Platinum',
    level: 3,
    description: 'Key accounts',
    discountPercent: 6,
    freeTopUps: 6,
    spendThreshold: 80000,
    periodDays: 365,
  },
];

interface DemoCustomer {
  entityCode: string;
  companyName: string;
  registerNumber: string;
  contactName: string;
  email: string;
  contactNumber: string;
  address: string;
  group: string;
  tier: string;
  term: string;
  taxGroup: string;
  creditLimit: number | null;
  status: 'Invited' | 'Registered';
}

/**
 * The demo distributor's business customers. Skyway Travel Agency (CUST001) is the demo
 * customer account's company: Retail and Silver, so its orders keep the list prices.
 */
const CUSTOMERS: DemoCustomer[] = [
  {
    entityCode: 'CUST001',
    companyName: 'Skyway Travel Agency',
    registerNumber: '202401000201',
    contactName: 'Chloe Wong',
    email: 'bookings@skyway.demo',
    contactNumber: '0322220201',
    address: '7 Lebuh Pantai, George Town, Penang',
    group: 'Retail',
    tier: 'Silver',
    term: 'PREPAID',
    taxGroup: 'LOCAL',
    creditLimit: null,
    status: 'Registered',
  },
  {
    entityCode: 'CUST002',
    companyName: 'Borneo Trails Tours Sdn Bhd',
    registerNumber: '201901014455',
    contactName: 'Jason Liew',
    email: 'ops@borneotrails.demo',
    contactNumber: '088251177',
    address: '12 Jalan Gaya, Kota Kinabalu, Sabah',
    group: 'Travel Agents',
    tier: 'Gold',
    term: 'NET30',
    taxGroup: 'LOCAL',
    creditLimit: 15000,
    status: 'Registered',
  },
  {
    entityCode: 'CUST003',
    companyName: 'Petronas Dagangan Travel Desk',
    registerNumber: '198201008021',
    contactName: 'Farah Aziz',
    email: 'travel@pdtd.demo',
    contactNumber: '0323315000',
    address: 'Menara Dayabumi, Kuala Lumpur',
    group: 'Corporate',
    tier: 'Platinum',
    term: 'NET60',
    taxGroup: 'LOCAL',
    creditLimit: 80000,
    status: 'Registered',
  },
  {
    entityCode: 'CUST004',
    companyName: 'Lion City Holidays Pte Ltd',
    registerNumber: '201712345K',
    contactName: 'Marcus Goh',
    email: 'hello@lioncityholidays.demo',
    contactNumber: '6562228899',
    address: '1 Raffles Place, Singapore',
    group: 'Travel Agents',
    tier: 'Silver',
    term: 'NET14',
    taxGroup: 'SG',
    creditLimit: 10000,
    status: 'Registered',
  },
  {
    entityCode: 'CUST005',
    companyName: 'KLIA Gadget Corner',
    registerNumber: '202003221190',
    contactName: 'Siti Nurhaliza Osman',
    email: 'shop@kliagadget.demo',
    contactNumber: '0387761234',
    address: 'Level 2, KLIA2 Gateway, Sepang',
    group: 'Retail',
    tier: 'Silver',
    term: 'COD',
    taxGroup: 'LOCAL',
    creditLimit: null,
    status: 'Registered',
  },
  {
    entityCode: 'CUST006',
    companyName: 'Penang Digital Nomad Hub',
    registerNumber: '202101033412',
    contactName: 'Rajesh Kumar',
    email: 'desk@nomadhub.demo',
    contactNumber: '042611888',
    address: '36 Armenian Street, George Town, Penang',
    group: 'Retail',
    tier: 'Gold',
    term: 'NET7',
    taxGroup: 'LOCAL',
    creditLimit: 3000,
    status: 'Registered',
  },
  {
    entityCode: 'CUST007',
    companyName: 'Axiata Business Travel Sdn Bhd',
    registerNumber: '200801020567',
    contactName: 'Lim Wei Jie',
    email: 'corporate.travel@axbt.demo',
    contactNumber: '0322638800',
    address: 'Axiata Tower, Jalan Stesen Sentral 5, Kuala Lumpur',
    group: 'Corporate',
    tier: 'Gold',
    term: 'NET30',
    taxGroup: 'LOCAL',
    creditLimit: 50000,
    status: 'Registered',
  },
  {
    entityCode: 'CUST008',
    companyName: 'Langkawi Island Getaways',
    registerNumber: '202201045678',
    contactName: 'Nurul Ain Hamid',
    email: 'reservations@langkawigetaways.demo',
    contactNumber: '049551122',
    address: 'Pantai Cenang, Langkawi, Kedah',
    group: 'Travel Agents',
    tier: 'Silver',
    term: 'PREPAID',
    taxGroup: 'EXEMPT',
    creditLimit: null,
    status: 'Invited',
  },
];

/**
 * The demo distributor's customer groups (with their discounts), membership tiers and business
 * customers (their companies and the distributor's records of them). Idempotent.
 */
export async function seedCustomers(db: Db) {
  for (const g of GROUPS) {
    await db
      .update(customerGroups)
      .set({ description: g.description, discountPercent: g.discountPercent })
      .where(and(eq(customerGroups.entityCode, DIST), eq(customerGroups.name, g.name)));
  }
  await db
    .insert(memberships)
    .values(
      TIERS.map((t) => ({ id: stableId(`membership:${DIST}:${t.name}`), entityCode: DIST, ...t })),
    )
    .onConflictDoNothing();

  await db
    .insert(companies)
    .values(
      CUSTOMERS.map((c) => ({
        entityCode: c.entityCode,
        companyName: c.companyName,
        companyType: 'customer',
        parentEntityCode: DIST,
        registerNumber: c.registerNumber,
        email: c.email,
        countryCode: c.taxGroup === 'SG' ? '+65' : '+60',
        contactNumber: c.contactNumber,
        address: c.address,
        defaultCurrency: 'MYR',
      })),
    )
    .onConflictDoNothing();

  const idsBy = async <T extends { id: string; key: string }>(rows: Promise<T[]>) =>
    new Map((await rows).map((r) => [r.key, r.id]));
  const groupId = await idsBy(
    db
      .select({ id: customerGroups.id, key: customerGroups.name })
      .from(customerGroups)
      .where(eq(customerGroups.entityCode, DIST)),
  );
  const termId = await idsBy(
    db
      .select({ id: paymentTerms.id, key: paymentTerms.termCode })
      .from(paymentTerms)
      .where(eq(paymentTerms.entityCode, DIST)),
  );
  const taxId = await idsBy(
    db
      .select({ id: taxGroups.id, key: taxGroups.taxGroupCode })
      .from(taxGroups)
      .where(eq(taxGroups.entityCode, DIST)),
  );
  const [salesman] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'distributor@wander.demo'));

  await db
    .insert(customers)
    .values(
      CUSTOMERS.map((c) => ({
        id: stableId(`customer:${DIST}:${c.entityCode}`),
        entityCode: DIST,
        customerEntityCode: c.entityCode,
        companyName: c.companyName,
        registerNumber: c.registerNumber,
        contactName: c.contactName,
        email: c.email,
        countryCode: c.taxGroup === 'SG' ? '+65' : '+60',
        contactNumber: c.contactNumber,
        taxGroupId: taxId.get(c.taxGroup) ?? null,
        paymentTermId: termId.get(c.term) ?? null,
        creditLimit: c.creditLimit,
        salesmanId: salesman?.id ?? null,
        customerGroupId: groupId.get(c.group) ?? null,
        customerGroupName: c.group,
        membershipId: stableId(`membership:${DIST}:${c.tier}`),
        membershipName: c.tier,
        status: c.status,
      })),
    )
    .onConflictDoNothing();
}
