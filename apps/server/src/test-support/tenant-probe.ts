import { randomUUID } from 'node:crypto';
import { and, asc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { ProductAdminPath, productResource, productVariantForm } from '@wander/contract';
import type { Database } from '../platform/db/client.js';
import { companies, productPrices } from '../db/schema/index.js';
import type { RegisteredRoute, TenantRow } from '../platform/http/route-declaration.js';
import { fillPath, hasBodySchema } from './route-walk.js';

/** Tables every request writes to (the API log): left out of the before/after comparison. */
const APPEND_ONLY_LOGS = new Set(['api_logs']);

/** One digest per table of the public schema: md5 of its rows in order. */
export async function tableDigests(database: Database): Promise<Map<string, string>> {
  const tables = (await database.db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const names = tables.rows.map((r) => r.name).filter((n) => !APPEND_ONLY_LOGS.has(n));
  const parts = names.map(
    (n) =>
      `select '${n}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${n}" t`,
  );
  const digests = (await database.db.execute(sql.raw(parts.join(' union all ')))) as unknown as {
    rows: { name: string; digest: string }[];
  };
  return new Map(digests.rows.map((r) => [r.name, r.digest]));
}

export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((name) => before.get(name) !== after.get(name));

export interface Company {
  id: string;
  entityCode: string;
}

export async function companyOf(database: Database, entityCode: string): Promise<Company> {
  const [row] = await database.db
    .select({ id: companies.id, entityCode: companies.entityCode })
    .from(companies)
    .where(eq(companies.entityCode, entityCode));
  return row;
}

/** The row's owner is one of the companies (by entity code or id) through any owner column. */
function ownedBy(owner: TenantRow['owner'], companies: Company[]): SQL {
  const owners = Array.isArray(owner) ? owner : [owner];
  const values = sql.join(
    companies.flatMap((c) => [sql`${c.entityCode}`, sql`${c.id}`]),
    sql`, `,
  );
  return or(...owners.map((o) => sql`coalesce((${o})::text, '') in (${values})`))!;
}

/** The key of one row of company network `a` (and not of `b`) in the declared table, or null. */
export async function rowOf(
  database: Database,
  row: TenantRow,
  a: Company[],
  b: Company[],
): Promise<string | null> {
  const key = row.key ?? (getTableColumns(row.table).id as PgColumn | undefined);
  if (!key) throw new Error('a tenant row without an id column must name its key');
  const [found] = await database.db
    .select({ key: sql<string>`(${key})::text` })
    .from(row.table)
    .where(and(ownedBy(row.owner, a), not(ownedBy(row.owner, b))))
    .orderBy(asc(key))
    .limit(1);
  return found?.key ?? null;
}

/** A plausible value for a path parameter that is not the row's id. */
const plausible = (name: string) =>
  /quantity|amount/i.test(name)
    ? '1'
    : /date/i.test(name)
      ? '2026-01-01'
      : /countryCode/i.test(name)
        ? 'MY'
        : randomUUID();

/** The request naming `key` where the route's declaration says its id is. */
export function requestFor(route: RegisteredRoute, row: TenantRow, key: string) {
  const [part, rawName] = (row.id ?? 'params.id').split('.') as [string, string];
  const list = rawName.endsWith('[]');
  const name = rawName.replace(/\[\]$/, '');
  const value = list ? [key] : key;
  const url = fillPath(route.url, (param) =>
    part === 'params' && param === name ? key : plausible(param),
  );
  const query = part === 'query' ? `?${new URLSearchParams({ [name]: key })}` : '';
  const body = hasBodySchema(route)
    ? { ...(row.body ?? {}), ...(part === 'body' ? { [name]: value } : {}) }
    : undefined;
  return {
    method: route.method as 'GET',
    url: url + query,
    ...(body && { payload: body }),
  };
}

/** The same request with a made-up id: what the route answers for a row that does not exist. */
export function madeUp(request: ReturnType<typeof requestFor>, key: string) {
  const other = randomUUID();
  const swap = (v: unknown): unknown => (v === key ? other : Array.isArray(v) ? v.map(swap) : v);
  const payload = request.payload as Record<string, unknown> | undefined;
  return {
    ...request,
    url: request.url.split(encodeURIComponent(key)).join(other),
    ...(payload && {
      payload: Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, swap(v)])),
    }),
  };
}

/**
 * Rows the demo seed does not give company A's network (its own product with a variant, an
 * invitation with its mail, a sale order), made through A's own API calls so they are what A would have.
 */
export async function giveNetworkRows(
  app: FastifyInstance,
  entityCode: string,
  asA: Record<string, string>,
) {
  const call = async (method: 'POST', url: string, payload: object) => {
    const res = await app.inject({ method, url, headers: asA, payload });
    if (res.statusCode !== 200)
      throw new Error(`${url} as A answered ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const product = await call('POST', '/api/product/Product', productResource.example.create);
  await call('POST', `/api/${ProductAdminPath.createVariant}`, {
    ...productVariantForm.example.create,
    productId: product.id,
  });
  await call('POST', '/api/network/Invitations/InviteCustomer', { email: 'probe@tenancy.test' });
  const [priced] = await app.services.database.db
    .select({ variantId: productPrices.variantId })
    .from(productPrices)
    .where(eq(productPrices.entityCode, entityCode))
    .orderBy(asc(productPrices.variantId))
    .limit(1);
  await call('POST', '/api/network/SaleOrders', {
    customerName: 'Tenancy probe',
    lines: [{ variantId: priced.variantId, qty: 1 }],
  });
}
