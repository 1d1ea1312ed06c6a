import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcePaths, resources, type AnyResourceDefinition } from '@wander/contract';
import { createTestApp, signIn, bearer, type TestApp } from '../test-support/test-app.js';

/**
 * The table-driven contract test: every registered resource goes through create, search with a
 * filter and a sort, detail, update, delete, a validation failure and a 403 for a role without the
 * grant. It runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let adminToken: Awaited<ReturnType<typeof signIn>>;
let customer: Record<string, string>;
/** The role without the grant of a resource the customer has (a customer's own, issue 29). */
let agent: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t.app, 'admin@wander.demo');
  customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  agent = bearer(await signIn(t.app, 'agent@wander.demo'), 'DIST001');
});
afterAll(() => t.close());

const firstFilter = (def: AnyResourceDefinition, created: Record<string, unknown>) => {
  for (const [column, operators] of Object.entries(def.filters) as [string, string[]][]) {
    const value = created[column];
    if (typeof value === 'string' && operators.includes('contains')) {
      return { columnName: column, filterValue: value.slice(1, -1), operator: 'contains' };
    }
    if (value !== null && value !== undefined && operators.includes('eq')) {
      return { columnName: column, filterValue: value, operator: 'eq' };
    }
  }
  throw new Error(`${def.apiPath} has no usable filter`);
};

/**
 * The example body with its references made real: a select field fed by another resource's list
 * (a tax group's tax code) gets that list's first option unless the example's value is one of them.
 */
const withReferences = async (
  def: AnyResourceDefinition,
  example: Record<string, unknown>,
  admin: Record<string, string>,
) => {
  const body = { ...example };
  // Two example values that differ stay different (a recommendation names two products).
  const chosen = new Map<string, string>();
  for (const field of def.fields) {
    const value = body[field.key];
    const many = Array.isArray(value) && value.every((v) => typeof v === 'string');
    if ((typeof value !== 'string' && !many) || !field.options || Array.isArray(field.options)) {
      continue;
    }
    const res = await t.app.inject({ url: `/api/${field.options.apiPath}`, headers: admin });
    const options = res.json().data as { value: string }[];
    const known = (v: string) => options.some((o) => o.value === v);
    // A list of references (a sorting's locations): as many of the list's first options.
    if (many) {
      if (!(value as string[]).every(known)) {
        body[field.key] = options.slice(0, (value as string[]).length).map((o) => o.value);
      }
      continue;
    }
    if (known(value as string)) continue;
    // Keyed by list too: one placeholder id in two fields of different lists (a cost's type and
    // variant) names two different records.
    const key = `${field.options.apiPath} ${value as string}`;
    const taken = new Set(chosen.values());
    body[field.key] =
      chosen.get(key) ?? options.find((o) => !taken.has(o.value))?.value ?? options[0].value;
    chosen.set(key, body[field.key] as string);
  }
  return body;
};

describe.each(resources.map((r) => [r.apiPath, r] as const))('%s', (apiPath, def) => {
  // The platform admin, in the company the example is written for (customers: a distributor).
  let admin: Record<string, string>;
  beforeAll(() => {
    admin = bearer(adminToken, def.example.company ?? 'WANDER');
  });
  const url = `/api/${apiPath}`;
  const path = (kind: 'search' | 'detail' | 'update' | 'remove', id = '') =>
    `/api/${resourcePaths(def, id)[kind]}`;
  let id: string;
  let created: Record<string, unknown>;
  let update: Record<string, unknown>;

  it('creates with "Create successfully!" (without create: takes a seeded row)', async () => {
    update = await withReferences(def, def.example.update, admin);
    if (def.without.includes('create')) {
      const res = await t.app.inject({
        method: 'POST',
        url: path('search'),
        headers: admin,
        payload: { pageSize: 1 },
      });
      created = res.json().data.items[0];
      id = created[def.id] as string;
      // No create route (404), or another call on the path (Location's generator) that takes
      // none of the create fields (400): either way nothing is created.
      const post = await t.app.inject({
        method: 'POST',
        url,
        headers: admin,
        payload: def.example.create,
      });
      expect([400, 404]).toContain(post.statusCode);
      expect(post.json().message).not.toBe('Create successfully!');
      return;
    }
    const body = await withReferences(def, def.example.create, admin);
    const res = await t.app.inject({ method: 'POST', url, headers: admin, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Create successfully!');
    created = res.json().data;
    id = created[def.id] as string;
    // A write-only field (a provider's credentials) is in the create schema, not in the row.
    for (const [key, value] of Object.entries(body)) {
      if (key in def.row.shape) expect(created[key]).toEqual(value);
    }
  });

  it('finds it with a filter and a sort, with paging totals', async () => {
    const filter = firstFilter(def, created);
    const sort = { columnName: def.sorts[0], sortOrder: 'desc' };
    const res = await t.app.inject({
      method: 'POST',
      url: path('search'),
      headers: admin,
      payload: { pageIndex: 1, pageSize: 5, filterColumns: [filter], sortColumns: [sort] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.items.map((r: Record<string, unknown>) => r[def.id])).toContain(id);
    expect(data.totalCount).toBeGreaterThanOrEqual(1);
    expect(data.pageCount).toBe(Math.ceil(data.totalCount / 5));
  });

  it('refuses a filter or sort on a column it does not allow', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: path('search'),
      headers: admin,
      payload: {
        pageIndex: 1,
        pageSize: 5,
        sortColumns: [{ columnName: 'passwordHash', sortOrder: 'asc' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.sortColumns[0]).toBe('passwordHash cannot be sorted');
  });

  it('answers the detail, and 404 for an unknown id', async () => {
    const res = await t.app.inject({ url: path('detail', id), headers: admin });
    expect(res.json().data).toEqual(created);
    const missing = await t.app.inject({
      url: path('detail', '00000000-0000-4000-8000-000000000000'),
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('updates with "Update successfully!"', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: path('update', id),
      headers: admin,
      payload: update,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Update successfully!');
    for (const [key, value] of Object.entries(update)) expect(res.json().data[key]).toEqual(value);
  });

  it("refuses an invalid body with the spec's messages and changes nothing", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: path('update', id),
      headers: admin,
      payload: { unexpected: 1 },
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.unexpected).toEqual(['unexpected is not allowed']);
    const required = Object.values(errors)
      .flat()
      .filter((m) => m.endsWith(' is required'));
    expect(required.length).toBeGreaterThan(0);
    const after = await t.app.inject({ url: path('detail', id), headers: admin });
    for (const [key, value] of Object.entries(update))
      expect(after.json().data[key]).toEqual(value);
  });

  it('answers 403 to a role without the grant', async () => {
    // A resource written for the customer's company is the customer's own: an agent lacks it.
    const outsider = def.example.company === 'CUST001' ? agent : customer;
    const search = await t.app.inject({
      method: 'POST',
      url: path('search'),
      headers: outsider,
      payload: {},
    });
    expect(search.statusCode).toBe(403);
    const put = await t.app.inject({
      method: 'PUT',
      url: path('update', id),
      headers: outsider,
      payload: update,
    });
    expect(put.statusCode).toBe(403);
  });

  it('deletes with "Delete successfully!" (without delete: there is no route)', async () => {
    if (def.without.includes('delete')) {
      expect(
        (await t.app.inject({ method: 'DELETE', url: path('remove', id), headers: admin }))
          .statusCode,
      ).toBe(404);
      return;
    }
    const res = await t.app.inject({ method: 'DELETE', url: path('remove', id), headers: admin });
    expect(res.json().message).toBe('Delete successfully!');
    expect((await t.app.inject({ url: path('detail', id), headers: admin })).statusCode).toBe(404);
  });
});
