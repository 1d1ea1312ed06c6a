import type { RegisteredRoute } from '../platform/http/route-declaration.js';

type Part = 'params' | 'query' | 'body';
const SCHEMA_OF: Record<Part, 'params' | 'querystring' | 'body'> = {
  params: 'params',
  query: 'querystring',
  body: 'body',
};

interface ZodLike {
  shape?: Record<string, unknown>;
  _zod?: { def: { type: string; in?: ZodLike; innerType?: ZodLike } };
}

/** The top-level field names of a zod object schema (through pipes, optionals and refinements). */
export function fieldsOf(schema: unknown): string[] {
  let s = schema as ZodLike | undefined;
  for (let i = 0; s && i < 5; i++) {
    if (s.shape) return Object.keys(s.shape);
    const def = s._zod?.def;
    s = def?.in ?? def?.innerType;
  }
  return [];
}

/** The fields of a route's params, query and body, as `params.id`, `query.walletId` ... */
export function requestFields(route: RegisteredRoute): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return (['params', 'query', 'body'] as Part[]).flatMap((part) =>
    fieldsOf(schema[SCHEMA_OF[part]]).map((name) => `${part}.${name}`),
  );
}

/** A field that names a row: `id`, `ids`, `fooId`, `fooIds`. */
export const isIdField = (field: string) => /\.(ids?|[a-zA-Z]+Ids?)$/.test(field);

export const hasResponseSchema = (route: RegisteredRoute) => {
  const response = (route.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return !!response && Object.keys(response).some((code) => /^2/.test(code));
};

export const takesBody = (route: RegisteredRoute) =>
  ['POST', 'PUT', 'PATCH'].includes(route.method);

export const hasBodySchema = (route: RegisteredRoute) =>
  !!(route.schema as { body?: unknown } | undefined)?.body;

/** The route's path with every `:param` filled in by `fill(name)`. */
export const fillPath = (url: string, fill: (name: string) => string) =>
  url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(fill(name)));

export const routeName = (route: RegisteredRoute) => `${route.method} ${route.url}`;
