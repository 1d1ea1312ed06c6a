import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { companies, customers } from '../../db/schema/index.js';

/**
 * The distributor's record of a business customer once the customer has an account: created
 * from the customer company (an invitation accepted, or a registration through a plain
 * invitation), or marked Registered (a customer the distributor created, whose admin signed up).
 * Idempotent; in the caller's transaction.
 */
export async function ensureCustomerRecord(
  tx: Tx,
  distributorEntityCode: string,
  customerEntityCode: string,
  extra: { contactName?: string } = {},
) {
  const [company] = await tx
    .select()
    .from(companies)
    .where(eq(companies.entityCode, customerEntityCode));
  if (!company) return;
  await tx
    .insert(customers)
    .values({
      entityCode: distributorEntityCode,
      customerEntityCode,
      companyName: company.companyName,
      registerNumber: company.registerNumber,
      contactName: extra.contactName ?? null,
      email: company.email ?? '',
      countryCode: company.countryCode,
      contactNumber: company.contactNumber,
      status: 'Registered',
    })
    .onConflictDoUpdate({
      target: [customers.entityCode, customers.customerEntityCode],
      set: {
        status: 'Registered',
        contactName: sql`coalesce(${customers.contactName}, excluded.contact_name)`,
      },
    });
}

/** The customer record of `customerEntityCode` at `distributorEntityCode`, if any. */
export async function customerRecordOf(
  tx: Tx,
  distributorEntityCode: string,
  customerEntityCode: string,
) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.entityCode, distributorEntityCode),
        eq(customers.customerEntityCode, customerEntityCode),
      ),
    );
  return row ?? null;
}
