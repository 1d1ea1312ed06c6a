import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import {
  hasBodySchema,
  hasResponseSchema,
  isIdField,
  requestFields,
  routeName,
  takesBody,
} from '../../test-support/route-walk.js';
import {
  isTenantRow,
  registerRouteDeclarations,
  type RegisteredRoute,
} from './route-declaration.js';

/**
 * Every API route of the app declares what it needs (docs/architecture.md, "Declaring a route"):
 * a permission, a tenancy, a response schema and, for a write, a body schema. The routes come from
 * the app's own registry, so a route added tomorrow is checked tomorrow.
 */
let t: TestApp;
let routes: RegisteredRoute[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeRegistry;
});
afterAll(() => t?.close());

/** The routes failing a check, one line each (an empty text when none fails). */
const failing = (check: (route: RegisteredRoute) => string | null) =>
  routes
    .flatMap((route) => {
      const problem = check(route);
      return problem ? [`${routeName(route)}: ${problem}`] : [];
    })
    .join('\n');

describe('route declarations', () => {
  it('holds every API route of the app, as the OpenAPI document lists them', () => {
    const known = new Set(routes.map(routeName));
    const documented = Object.entries(t.app.swagger().paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations ?? {})
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
    );
    expect(documented.length).toBeGreaterThan(200);
    expect(documented.filter((route) => !known.has(route))).toEqual([]);
    for (const r of routes) expect(t.app.hasRoute({ method: r.method, url: r.url })).toBe(true);
  });

  it('refuses to start with a route that declares no permission or no tenancy', async () => {
    const build = async (config: Record<string, unknown>) => {
      const app = Fastify();
      registerRouteDeclarations(app, '/api');
      try {
        app.get('/api/x', { config }, async () => 'x');
        await app.ready();
        return null;
      } catch (error) {
        return (error as Error).message;
      } finally {
        await app.close();
      }
    };
    expect(await build({ tenancy: 'company' })).toMatch(/GET \/api\/x declares no permission/);
    expect(await build({ auth: 'signedIn' })).toMatch(/GET \/api\/x declares no tenancy/);
    expect(await build({ auth: 'signedIn', tenancy: 'company' })).toBeNull();
  });

  it('gives every route a response schema, or what else it answers (a file, a page, a redirect)', () => {
    expect(failing((r) => (hasResponseSchema(r) || r.answers ? null : 'no response schema'))).toBe(
      '',
    );
  });

  it('gives every POST, PUT and PATCH a body schema, or a declared reason it has none', () => {
    expect(
      failing((r) => (!takesBody(r) || hasBodySchema(r) || r.bodyExempt ? null : 'no body schema')),
    ).toBe('');
    // An exemption is not a way around a body the route does validate.
    expect(failing((r) => (hasBodySchema(r) && r.bodyExempt ? 'body and exemption' : null))).toBe(
      '',
    );
  });

  it("names the table of every id a company's route takes", () => {
    expect(
      failing((r) => {
        const ids = requestFields(r).filter((f) => isIdField(f) && !f.startsWith('body.'));
        if (r.tenancy === 'company' && ids.length) {
          return `takes ${ids.join(', ')} but declares tenancy 'company' (name the row's table)`;
        }
        if (!isTenantRow(r.tenancy)) return null;
        const at = (r.tenancy.id ?? 'params.id').replace(/\[\]$/, '');
        return requestFields(r).includes(at)
          ? null
          : `declares its id at ${at}, which it does not take`;
      }),
    ).toBe('');
  });

  // A route of a company resource that names no row by id (its list, its create) reads or writes
  // the working company's rows: 'company', not platform-wide reference data.
  it("declares no list or create of a company's resource as platform-wide reference data", () => {
    const companyScoped = new Set(
      resources.filter((d) => d.scope === 'company').map((d) => d.permission),
    );
    expect(
      failing((r) =>
        r.tenancy === 'global' &&
        typeof r.auth === 'object' &&
        companyScoped.has(r.auth.resource) &&
        !requestFields(r).some(isIdField)
          ? `${r.auth.resource} is company-scoped, the route says 'global'`
          : null,
      ),
    ).toBe('');
  });
});
