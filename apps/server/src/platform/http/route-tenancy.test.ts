import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { allPermissionsUser } from '../../test-support/role-users.js';
import { requestFields, routeName } from '../../test-support/route-walk.js';
import {
  changedTables,
  companyOf,
  requestFor,
  giveNetworkRows,
  madeUp,
  rowOf,
  tableDigests,
  type Company,
} from '../../test-support/tenant-probe.js';
import { isTenantRow, type RegisteredRoute, type TenantRow } from './route-declaration.js';

/**
 * Every route that names a company's row by id (its `config.tenancy` declares the table): a row of
 * company A's network (DIST001 and its customer CUST001), asked for by a user of company B
 * (DIST002) who holds every permission, answers 404 (or 403 for an action B may not take), or
 * exactly what a made-up id answers, and changes nothing in any table. The same GET by a user of
 * A's network answers 200, so the row and the declaration are real. Writes send the declaration's
 * valid body where it has one, so a missing check would reach the write.
 */
const onPostgres = !!process.env.DATABASE_URL;
const A = ['DIST001', 'CUST001'];
const B = 'DIST002';

describe.skipIf(!onPostgres)(
  'route tenancy (PostgreSQL only: run it with DATABASE_URL set)',
  () => {
    let t: TestApp;
    let routes: (RegisteredRoute & { tenancy: TenantRow })[];
    let a: Company[];
    let b: Company[];
    let asA: Record<string, string>[];
    let asB: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp();
      routes = t.app.routeRegistry.filter((r): r is RegisteredRoute & { tenancy: TenantRow } =>
        isTenantRow(r.tenancy),
      );
      const grants = t.app.routeRegistry.flatMap((r) =>
        typeof r.auth === 'object' ? [r.auth] : [],
      );
      a = await Promise.all(A.map((code) => companyOf(t.database, code)));
      b = [await companyOf(t.database, B)];
      asA = [];
      for (const code of A) {
        const email = await allPermissionsUser(t.database.db, code, grants);
        asA.push(bearer(await signIn(t.app, email), code));
      }
      await giveNetworkRows(t.app, A[0], asA[0]);
      asB = bearer(await signIn(t.app, await allPermissionsUser(t.database.db, B, grants)), B);
    }, 120_000);
    afterAll(() => t?.close());

    it('refuses company B every row of company A and changes nothing', async () => {
      const problems: string[] = [];
      const unprobed: string[] = [];
      const onlyValidated: string[] = [];
      const asMadeUp: string[] = [];
      let refused = 0;
      let last: Map<string, string> | undefined;
      for (const route of routes) {
        const name = routeName(route);
        const key = await rowOf(t.database, route.tenancy, a, b);
        if (!key) {
          unprobed.push(name);
          continue;
        }
        const request = requestFor(route, route.tenancy, key);
        // The control: where the id is all the route takes, A's own call finds the row.
        const controlled = route.method === 'GET' && requestFields(route).length === 1;
        if (controlled) {
          const own = await Promise.all(
            asA.map((headers) => t.app.inject({ ...request, headers })),
          );
          if (!own.some((res) => res.statusCode === 200))
            problems.push(
              `${name}: A's own call answered ${own.map((r) => r.statusCode).join('/')}`,
            );
        }
        // A's own calls may write (a sequence made on first look): take a fresh digest then.
        const before = last && !controlled ? last : await tableDigests(t.database);
        const res = await t.app.inject({ ...request, headers: asB });
        last = await tableDigests(t.database);
        const changed = changedTables(before, last);
        if (changed.length) problems.push(`${name}: B's call changed ${changed.join(', ')}`);
        if ([403, 404].includes(res.statusCode)) {
          refused++;
          continue;
        }
        const control = await t.app.inject({ ...madeUp(request, key), headers: asB });
        last = undefined; // the control call may write: the next route takes a fresh digest
        const same = control.statusCode === res.statusCode && control.body === res.body;
        if (!same)
          problems.push(
            `${name}: B got ${res.statusCode} ${res.body.slice(0, 160)}, ` +
              `a made-up id ${control.statusCode} ${control.body.slice(0, 80)}`,
          );
        else (res.statusCode === 400 ? onlyValidated : asMadeUp).push(name);
      }
      console.info(
        `tenancy: ${routes.length} routes name a row; ${refused} refused B with 403/404; ` +
          `${asMadeUp.length} answered exactly as for a made-up id: ${asMadeUp.join(', ')}; ` +
          `${onlyValidated.length} stopped at validation as a made-up id does: ${onlyValidated.join(', ')}; ` +
          `${unprobed.length} without a row of A's network in the seed: ${unprobed.join(', ')}`,
      );
      if (problems.length) console.error(problems.join('\n'));
      expect(problems.join('\n')).toBe('');
      expect(refused).toBeGreaterThan(40);
    }, 300_000);
  },
);
