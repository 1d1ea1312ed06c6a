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

/** What the demo world holds, per resource (the path before `/Search` or `/GetSelectList`). */
export interface DemoWorld {
  uuids: string[];
  codes: string[];
  byResource: Map<string, { uuids: string[]; columns: string[] }>;
  /** Known-valid bodies by operation id (see resource-examples.ts). */
  examples?: Map<string, unknown>;
}

/**
 * Ids, codes and list columns of the demo world, read through the API as the platform admin
 * (every select list and the first page of every search without path parameters), so that
 * generated requests sometimes name a row that exists, or a column a search allows, and reach
 * the code behind the lookup.
 */
export async function harvestDemoWorld(
  app: FastifyInstance,
  operations: Operation[],
  headers: Record<string, string>,
  /** Ids left out (the signed-in demo users: deleting them would end the run's sessions). */
  spared: ReadonlySet<string> = new Set(),
): Promise<DemoWorld> {
  const uuids = new Set<string>();
  const codes = new Set<string>();
  const byResource = new Map<string, { uuids: string[]; columns: string[] }>();
  for (const op of operations) {
    if (op.pathParams.length > 0) continue;
    const isList = op.method === 'GET' && /GetSelectList|GetList|GetAll/i.test(op.path);
    const isSearch = op.method === 'POST' && /\/Search\w*$/.test(op.path);
    if (!isList && !isSearch) continue;
    const res = await app.inject({
      method: op.method as 'GET',
      url: op.path,
      headers: { ...headers, ...(isSearch && { 'content-type': 'application/json' }) },
      payload: isSearch ? '{"pageSize":20}' : undefined,
    });
    if (res.statusCode !== 200) continue;
    const ids = (res.body.match(UUID) ?? []).filter((id) => !spared.has(id));
    for (const id of ids) uuids.add(id);
    const data = res.json<{ data?: { items?: Record<string, unknown>[] } }>().data;
    collectCodes(data, codes);
    const resource = op.path.slice(0, op.path.lastIndexOf('/'));
    const known = byResource.get(resource) ?? { uuids: [], columns: [] };
    known.uuids = [...new Set([...known.uuids, ...ids])].slice(0, 60);
    known.columns = [...new Set([...known.columns, ...Object.keys(data?.items?.[0] ?? {})])];
    byResource.set(resource, known);
  }
  return {
    uuids: [...uuids].sort().slice(0, 400),
    codes: [...codes].sort().slice(0, 100),
    byResource,
  };
}

/** The pool of one operation: its own resource's ids and columns first, the world's after. */
export function poolFor(world: DemoWorld, op: Operation): IdPool {
  let best: { uuids: string[]; columns: string[] } | undefined;
  let bestLength = 0;
  for (const [resource, known] of world.byResource) {
    if (op.path.startsWith(`${resource}/`) && resource.length > bestLength) {
      best = known;
      bestLength = resource.length;
    }
  }
  return {
    uuids: best && best.uuids.length > 0 ? best.uuids : world.uuids,
    codes: world.codes,
    columns: best?.columns ?? [],
    example: world.examples?.get(op.id),
  };
}
