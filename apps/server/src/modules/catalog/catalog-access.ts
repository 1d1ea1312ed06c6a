import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DistributorOption } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currentCompany, requireAuth } from '../../platform/http/security.js';
import { companies } from '../../db/schema/index.js';

/**
 * The distributors whose catalogue the working company may buy from: a business customer or an
 * agent company its parent distributor, a distributor itself, the platform every distributor.
 */
export async function connectedDistributors(
  db: Tx,
  request: FastifyRequest,
): Promise<DistributorOption[]> {
  requireAuth(request);
  const company = currentCompany(request);
  let where: SQL | undefined;
  if (company.companyType === 'distributor') {
    where = eq(companies.entityCode, company.entityCode);
  } else if (company.companyType !== 'platform') {
    where = sql`${companies.entityCode} = (select c.parent_entity_code from companies c
      where c.entity_code = ${company.entityCode})`;
  }
  const rows = await db
    .select({
      label: companies.companyName,
      value: companies.entityCode,
      defaultCurrency: companies.defaultCurrency,
    })
    .from(companies)
    .where(and(eq(companies.companyType, 'distributor'), where))
    .orderBy(asc(companies.companyName));
  return rows;
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
 * The same rule for one distributor, from the signed-in company alone (no query). The statement
 * still checks that the code is a distributor; this only decides who may share a cached page.
 */
export function mayBuyFrom(company: AuthCompany, distributor: string): boolean {
  if (company.companyType === 'platform') return true;
  if (company.companyType === 'distributor') return company.entityCode === distributor;
  return company.parentEntityCode === distributor;
}

/**
 * The same rule as connectedDistributors, as a condition on `companies d` for one-statement
 * searches (the catalogue search checks the distributor in its own statement).
 */
export function connectedCondition(request: FastifyRequest): SQL {
  requireAuth(request);
  const company = currentCompany(request);
  if (company.companyType === 'platform') return sql`true`;
  if (company.companyType === 'distributor') return sql`d.entity_code = ${company.entityCode}`;
  return sql`d.entity_code = (select c.parent_entity_code from companies c
    where c.entity_code = ${company.entityCode})`;
}
