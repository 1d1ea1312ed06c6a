import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { wallets } from '../../db/schema/index.js';

/**
 * The company types that pay for what they order, so have a wallet from their creation: business
 * customers (and agent companies, a buyer type of `buysFrom`). The platform and the distributors
 * sell; they have none (docs/api-contract.md, "Every paying company has a wallet").
 */
export const PAYING_COMPANY_TYPES = ['customer', 'agent'] as const;

/** The currency of a wallet whose company, parent and platform name none. */
export const FALLBACK_WALLET_CURRENCY = 'MYR';

export const canPay = (companyType: string) =>
  (PAYING_COMPANY_TYPES as readonly string[]).includes(companyType);

/**
 * Gives a company its wallet (balance 0, no ledger row: an empty ledger explains a zero balance)
 * in the caller's transaction; a company that has one keeps it as it is.
 */
export async function ensureWallet(tx: Tx, companyId: string, currency: string) {
  await tx.insert(wallets).values({ companyId, currency }).onConflictDoNothing();
}

/**
 * Opens the wallet of every paying company that has none (of one company, by its code, when
 * `entityCode` is given), in the caller's transaction. Its currency is the company's default
 * currency, else its parent distributor's, else the platform company's, else
 * FALLBACK_WALLET_CURRENCY. The same rule as the migration that gave existing companies theirs.
 */
export async function openMissingWallets(tx: Tx, entityCode?: string) {
  const payers = sql.join(
    PAYING_COMPANY_TYPES.map((type) => sql`${type}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into ${wallets} (company_id, currency)
    select c.id, coalesce(
      c.default_currency,
      parent.default_currency,
      (select p.default_currency from companies p
        where p.company_type = 'platform' and p.default_currency is not null
        order by p.created_at limit 1),
      ${FALLBACK_WALLET_CURRENCY})
    from companies c
    left join companies parent on parent.entity_code = c.parent_entity_code
    where c.company_type in (${payers})
      and ${entityCode === undefined ? sql`true` : sql`c.entity_code = ${entityCode}`}
    on conflict (company_id) do nothing`);
}
