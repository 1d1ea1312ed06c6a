import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { companies, customerDistributors } from '../../db/schema/index.js';

/**
 * The one rule of "may this company buy from this distributor" (docs/api-contract.md, "Who buys
 * from whom"), as a condition on the distributor's entity code: the platform buys from every
 * distributor, a distributor sees its own catalogue, and a business customer or an agent company
 * buys from its parent distributor and from each distributor whose invitation it accepted
 * (customer_distributors). The catalogue, GetPrice, stock, the distributor options, purchase
 * orders, their submission and their payment all ask it.
 */
export function buysFrom(company: AuthCompany, distributor: SQL | AnyPgColumn): SQL {
  if (company.companyType === 'platform') return sql`true`;
  if (company.companyType === 'distributor') return sql`${distributor} = ${company.entityCode}`;
  return sql`(${distributor} = (select c.parent_entity_code from ${companies} c
      where c.entity_code = ${company.entityCode})
    or exists (select 1 from ${customerDistributors} l
      where l.customer_entity_code = ${company.entityCode}
        and l.distributor_entity_code = ${distributor}))`;
}

/**
 * The same rule from the signed-in company alone, without a query: true means the company buys
 * from the distributor; false means "ask buysFrom" (an invitation's link is not in the token).
 */
export function buysFromParent(company: AuthCompany, distributor: string): boolean {
  if (company.companyType === 'platform') return true;
  if (company.companyType === 'distributor') return company.entityCode === distributor;
  return company.parentEntityCode === distributor;
}

/** Refuses an order, submission or payment to a distributor the company does not buy from. */
export async function assertBuysFrom(tx: Tx, company: AuthCompany, distributorCode: string) {
  const [row] = await tx
    .select({ code: companies.entityCode })
    .from(companies)
    .where(
      and(
        eq(companies.entityCode, distributorCode),
        eq(companies.companyType, 'distributor'),
        buysFrom(company, companies.entityCode),
      ),
    );
  if (!row || distributorCode === company.entityCode) {
    throw AppError.validation({ distributorEntityCode: ['Distributor is not a valid option'] });
  }
}
