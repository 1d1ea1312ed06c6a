import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DistributorOption } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { companies } from '../../db/schema/index.js';
import { buysFrom, buysFromParent } from '../network/buyer-connections.js';

/** The distributors whose catalogue the working company may buy from (buyer-connections.ts). */
export async function connectedDistributors(
  db: Tx,
  request: FastifyRequest,
): Promise<DistributorOption[]> {
  requireAuth(request);
  const company = currentCompany(request);
  const rows = await db
    .select({
      label: companies.companyName,
      value: companies.entityCode,
      defaultCurrency: companies.defaultCurrency,
    })
    .from(companies)
    .where(and(eq(companies.companyType, 'distributor'), buysFrom(company, companies.entityCode)))
    .orderBy(asc(companies.companyName));
  return rows;
}

/** A distributor as the catalogue's calls name it (the seed, benches and tests: no request). */
export async function distributorOptionOf(
  db: Tx,
  entityCode: string,
): Promise<DistributorOption | undefined> {
  const [row] = await db
    .select({
      label: companies.companyName,
      value: companies.entityCode,
      defaultCurrency: companies.defaultCurrency,
    })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return row;
}

/** The distributor of a catalogue call, checked against the caller's connections (404 if not). */
export async function requireDistributor(
  db: Tx,
  request: FastifyRequest,
  entityCode: string,
): Promise<DistributorOption> {
  const options = await connectedDistributors(db, request);
  const found = options.find((o) => o.value === entityCode);
  if (!found) throw AppError.notFound('Distributor');
  return found;
}

/**
 * Whether a cached catalogue page may be served to the company: only to the buyers the rule
 * admits without a query (an invitation's buyers get the uncached statement, which asks it all).
 */
export const mayBuyFrom = buysFromParent;

/**
 * The same rule as connectedDistributors, as a condition on `companies d` for one-statement
 * searches (the catalogue search checks the distributor in its own statement).
 */
export function connectedCondition(request: FastifyRequest): SQL {
  requireAuth(request);
  return buysFrom(currentCompany(request), sql`d.entity_code`);
}
