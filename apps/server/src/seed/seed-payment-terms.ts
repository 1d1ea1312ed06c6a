import type { Db } from '../platform/db/client.js';
import { paymentTerms } from '../db/schema/index.js';

/** Terms a distributor typically offers its business customers. */
const TERMS = [
  { termCode: 'PREPAID', description: 'Paid in full before delivery (wallet or card)', dueDays: 0 },
  { termCode: 'COD', description: 'Cash on delivery', dueDays: 0 },
  { termCode: 'NET7', description: 'Net 7 days', dueDays: 7 },
  { termCode: 'NET14', description: 'Net 14 days', dueDays: 14 },
  { termCode: 'NET30', description: 'Net 30 days', dueDays: 30 },
  { termCode: 'NET60', description: 'Net 60 days (key accounts)', dueDays: 60 },
];

/** Demo payment terms of the platform and the two distributors. Idempotent (unique per company). */
export async function seedPaymentTerms(db: Db, entityCodes = ['WANDER', 'DIST001', 'DIST002']) {
  await db
    .insert(paymentTerms)
    .values(entityCodes.flatMap((entityCode) => TERMS.map((t) => ({ entityCode, ...t }))))
    .onConflictDoNothing();
}
