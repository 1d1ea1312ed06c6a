import type { FastifyInstance, RouteOptions } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * What a route requires. Every API route must declare one, or the server refuses to start:
 * - 'open': anyone, no key (health, payment-provider callbacks, docs)
 * - 'public': the public web API key or a valid bearer token
 * - 'signedIn': a valid bearer token
 * - { resource, action }: a valid bearer token and that permission (DmsAdmin passes everything)
 * - { resource, action, token }: the same, or the operator token it names as the bearer (an
 *   operator's tool: Prometheus scraping /api/metrics with METRICS_TOKEN); a bearer that is
 *   neither answers 403
 * - 'platform': a sales platform's API key in X-Api-Key (the store API under /api/store/v1); a
 *   back-office bearer does not stand for it
 */
export type RouteAuth =
  | 'open'
  | 'public'
  | 'signedIn'
  | 'platform'
  | { resource: string; action: string; token?: OperatorToken };

/** A secret an operator's tool sends instead of a user's sign-in: 'metrics' is METRICS_TOKEN. */
export type OperatorToken = 'metrics';

/**
 * Whose data a route touches. Every API route must declare one, or the server refuses to start;
 * the tenancy suite (`route-tenancy.test.ts`) asks every route that names a row for company A's
 * row as company B and expects 404 or 403 with nothing changed.
 * - 'none': no company's data (health, sign-in, registration, provider callbacks)
 * - 'self': the signed-in user's own data (profile, password)
 * - 'company': the working company's own data (its lists, creates, settings); names no row by id
 * - 'global': platform-wide reference data every company reads alike (currencies, countries)
 * - TenantRow: an id in the request names a row of a company-owned table
 */
export type RouteTenancy = 'none' | 'self' | 'company' | 'global' | TenantRow;

export interface TenantRow {
  /** The table whose row the id selects. */
  table: PgTable;
  /**
   * The column(s) naming the company that owns a row (entity code or company id), or an SQL
   * expression giving it (a child row's owner through its parent).
   */
  owner: PgColumn | SQL | (PgColumn | SQL)[];
  /**
   * Where the id is: `params.<name>` (default: the path parameter `id`), `query.<name>`,
   * `body.<name>`; a trailing `[]` for a list of ids (`body.ids[]`).
   */
  id?: `${'params' | 'query' | 'body'}.${string}`;
  /** The column the id matches (default: the table's `id` column). */
  key?: PgColumn;
  /**
   * A valid body for a write (the resource's `example.update`): the tenancy suite sends it, so a
   * missing company check would reach the write instead of stopping at validation.
   */
  body?: Record<string, unknown>;
}

/**
 * Why a POST, PUT or PATCH route has no JSON body schema: it takes no body (an action on the
 * row its path names), a multipart upload, a form-encoded OAuth request, or a provider's raw callback.
 */
export type BodyExemption = 'noBody' | 'multipart' | 'formEncoded' | 'providerCallback';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    tenancy?: RouteTenancy;
    bodyExempt?: BodyExemption;
    /**
     * A route answering something other than the JSON envelope (a PDF, xlsx or CSV file, an HTML
     * page, a redirect) says what instead of a response schema: its content type, or 'redirect'.
     */
    answers?: string;
    /**
     * Error statuses the route answers beyond those its declaration implies (see
     * platform/http/openapi/error-answers.ts): a payment provider's 502 and 503.
     */
    errors?: number[];
    /**
     * The route answers a user whose role requires a second factor not set up yet (the profile,
     * the two-factor status and enrolment); every other signed-in route answers them 403.
     */
    twoFactorSetup?: boolean;
  }
  interface FastifyInstance {
    /** Every API route as declared (method, url, config, schema): what the route suites walk. */
    routeRegistry: RegisteredRoute[];
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
  tenancy: RouteTenancy;
  bodyExempt?: BodyExemption;
  answers?: string;
  schema: RouteOptions['schema'];
}

export const isTenantRow = (tenancy: RouteTenancy): tenancy is TenantRow =>
  typeof tenancy === 'object';

/**
 * Refuses an API route without `config.auth` or `config.tenancy` (app.ready() fails) and collects
 * every API route into `app.routeRegistry`.
 */
export function registerRouteDeclarations(app: FastifyInstance, apiPrefix: string) {
  const registry: RegisteredRoute[] = [];
  app.decorate('routeRegistry', registry);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiPrefix}/`) || route.url.startsWith(`${apiPrefix}/docs`)) return;
    const name = `Route ${String(route.method)} ${route.url}`;
    const { auth, tenancy, bodyExempt, answers } = route.config ?? {};
    if (!auth) throw new Error(`${name} declares no permission`);
    if (!tenancy) throw new Error(`${name} declares no tenancy`);
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      registry.push({
        method,
        url: route.url,
        auth,
        tenancy,
        bodyExempt,
        answers,
        schema: route.schema,
      });
    }
  });
}
