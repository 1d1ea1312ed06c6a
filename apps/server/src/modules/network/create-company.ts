import { companyProfileResource } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { rowColumns } from '../../crud/run-search.js';
import { companies } from '../../db/schema/index.js';
import { openMissingWallets } from './open-wallet.js';

const { selection } = rowColumns(companyProfileResource, companies);

/**
 * POST network/CompanyProfiles (a platform admin, the body checked by companyProfileRules): the
 * company, and the wallet of a company that pays (a business customer), in one transaction.
 */
export async function createCompany(db: Tx, values: typeof companies.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(companies).values(values).returning(selection);
    await openMissingWallets(tx, values.entityCode);
    return row;
  });
}
