import type { FastifyInstance } from 'fastify';
import type { Operation } from './openapi-operations.js';
import type { IdPool } from './schema-arbitrary.js';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

function collectCodes(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectCodes(item, into);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (/code$/i.test(key) && typeof child === 'string' && child.length <= 32) into.add(child);
      else collectCodes(child, into);
    }
  }
}

/**
 * Ids and codes of the demo world, read through the API as the platform admin (every select list
 * and the first page of every search without path parameters), so that generated requests
 * sometimes name a row that exists and reach the code behind the lookup.
 */
export async function harvestIds(
  app: FastifyInstance,
  operations: Operation[],
  headers: Record<string, string>,
): Promise<IdPool> {
  const uuids = new Set<string>();
  const codes = new Set<string>();
  for (const op of operations) {
    if (op.pathParams.length > 0) continue;
    const isList = op.method === 'GET' && /GetSelectList|GetList|GetAll/i.test(op.path);
    const isSearch = op.method === 'POST' && /\/Search$/.test(op.path);
    if (!isList && !isSearch) continue;
    const res = await app.inject({
      method: op.method as 'GET',
      url: op.path,
      headers: { ...headers, ...(isSearch && { 'content-type': 'application/json' }) },
      payload: isSearch ? '{"pageSize":20}' : undefined,
    });
    if (res.statusCode !== 200) continue;
    for (const id of res.body.match(UUID) ?? []) uuids.add(id);
    collectCodes(res.json(), codes);
  }
  return { uuids: [...uuids].sort().slice(0, 400), codes: [...codes].sort().slice(0, 100) };
}
