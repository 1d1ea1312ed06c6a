import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_NAMES, type RoleName } from '@wander/contract';
import { bearer, createTestApp, signIn, type TestApp } from '../../test-support/test-app.js';
import { accountOfEveryRole } from '../../test-support/role-users.js';
import { fillPath, hasBodySchema, routeName } from '../../test-support/route-walk.js';
import { users } from '../../db/schema/index.js';
import { can, type AuthContext } from '../auth/context.js';
import type { RegisteredRoute } from './route-declaration.js';

/**
 * Every route x every role: the expected answer comes from the route's own declaration
 * (`config.auth`) and the real `can` over the role's loaded auth context, so a route added
 * tomorrow is held tomorrow. A role without the permission gets 403; a role with it never does
 * (whatever else it answers for a made-up id and an empty body, but never a 5xx); without a bearer every route but
 * the open and public ones answers 401.
 */
const onPostgres = !!process.env.DATABASE_URL;

describe.skipIf(!onPostgres)(
  'route permissions (PostgreSQL only: run it with DATABASE_URL set)',
  () => {
    let t: TestApp;
    let routes: RegisteredRoute[];
    const sessions = new Map<RoleName, { token: string; ctx: AuthContext }>();

    beforeAll(async () => {
      t = await createTestApp();
      routes = t.app.routeRegistry;
      const accounts = await accountOfEveryRole(t.database.db);
      for (const role of ROLE_NAMES) {
        const email = accounts[role];
        const [user] = await t.database.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, email));
        const ctx = await t.app.services.contexts.get(user.id);
        if (!ctx) throw new Error(`no auth context for ${email}`);
        sessions.set(role, { token: (await signIn(t.app, email)).access_token, ctx });
      }
    }, 120_000);
    afterAll(() => t?.close());

    /** Calls every route (in small batches) with a made-up id in each path parameter. */
    const callAll = async (headers: Record<string, string>) => {
      const answers: { route: RegisteredRoute; status: number; body: string }[] = [];
      for (let i = 0; i < routes.length; i += 8) {
        const batch = routes.slice(i, i + 8);
        const results = await Promise.all(
          batch.map((route) =>
            t.app.inject({
              method: route.method as 'GET',
              url: fillPath(route.url, () => randomUUID()),
              headers,
              ...(hasBodySchema(route) && { payload: {} }),
            }),
          ),
        );
        results.forEach((res, k) =>
          answers.push({ route: batch[k], status: res.statusCode, body: res.body.slice(0, 160) }),
        );
      }
      return answers;
    };

    const expected = (route: RegisteredRoute, ctx: AuthContext) =>
      typeof route.auth === 'object' ? can(ctx, route.auth.resource, route.auth.action) : true;

    it.each(ROLE_NAMES)(
      '%s gets 403 exactly on the routes whose permission it lacks',
      async (role) => {
        const { token, ctx } = sessions.get(role)!;
        const answers = await callAll(bearer(token));
        const wrong = answers.flatMap(({ route, status, body }) => {
          const allowed = expected(route, ctx);
          if (status >= 500) return [`${routeName(route)}: answered ${status} ${body}`];
          // The store API takes a platform's key, never a back-office bearer.
          if (route.auth === 'platform') {
            return status === 401
              ? []
              : [`${routeName(route)}: platform route, answered ${status}`];
          }
          if (allowed && (status === 403 || status === 401))
            return [`${routeName(route)}: allowed, answered ${status} ${body}`];
          if (!allowed && status !== 403)
            return [`${routeName(route)}: forbidden, answered ${status}`];
          return [];
        });
        expect(wrong.join('\n')).toBe('');
        // The check is not vacuous: the role is refused somewhere unless it passes everything.
        if (!ctx.isDmsAdmin) expect(answers.some((a) => a.status === 403)).toBe(true);
      },
      120_000,
    );

    it('answers 401 without a bearer on every route but the open and public ones', async () => {
      const answers = await callAll({});
      const wrong = answers.flatMap(({ route, status }) => {
        const anonymous = route.auth === 'open' || route.auth === 'public';
        if (route.auth === 'open' && status === 401) return [`${routeName(route)}: open, got 401`];
        if (!anonymous && status !== 401) return [`${routeName(route)}: answered ${status}`];
        return [];
      });
      expect(wrong.join('\n')).toBe('');
    }, 120_000);

    it('holds every route of the registry', () => {
      expect(routes.length).toBeGreaterThan(200);
      expect(routes.filter((r) => !r.auth).map(routeName)).toEqual([]);
    });
  },
);
