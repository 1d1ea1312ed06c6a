import { STORE_ERROR_CODES } from '@wander/contract';
import type { BodyExemption, RouteAuth, RouteTenancy } from '../route-declaration.js';

/**
 * The error answers of an operation, derived from what the route declares (its permission,
 * tenancy, method and input schemas) rather than listed route by route. Every error is the
 * contract's one error body (`ErrorBody`); the routes open to the public key (the OAuth-style
 * auth endpoints: token, registration, confirmation) may answer `{error, error_description}`
 * instead, so theirs is either. The routes under a sales platform's key (the store API) answer
 * it with the store's codes (`StoreErrorBody`, issue 41: `contract/store/store-errors.ts`).
 */

type Schema = Record<string, unknown>;

const fieldErrors: Schema = {
  type: 'object',
  description: "Field errors keyed by the request's field names (nested: `a.0.b`)",
  additionalProperties: { type: 'array', items: { type: 'string' } },
};

const storeCode: Schema = { type: 'string', enum: [...STORE_ERROR_CODES] };
const storeParams: Schema = {
  type: 'object',
  description: "What the code's text needs: a number, an amount, a total",
  additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
};

/** The shared error bodies, as components of the document. */
export const errorBodySchemas: Record<'ErrorBody' | 'OAuthErrorBody' | 'StoreErrorBody', Schema> = {
  ErrorBody: {
    type: 'object',
    description: 'Every error answer: the HTTP status again, a code and a message for people',
    properties: {
      statusCode: { type: 'integer', minimum: 400, maximum: 599 },
      code: { type: 'string', example: 'VALIDATION' },
      message: { type: 'string' },
      errors: fieldErrors,
    },
    required: ['statusCode', 'code', 'message'],
    additionalProperties: false,
  },
  StoreErrorBody: {
    type: 'object',
    description:
      "An error of the store API: the HTTP status, a stable code (the consumer app's translation), the English message, and each field error's code beside its English text",
    properties: {
      statusCode: { type: 'integer', minimum: 400, maximum: 599 },
      code: storeCode,
      message: { type: 'string' },
      params: storeParams,
      errors: fieldErrors,
      fieldCodes: {
        type: 'object',
        description: 'The field errors as codes, in the order of `errors`',
        additionalProperties: {
          type: 'array',
          items: {
            type: 'object',
            properties: { code: storeCode, params: storeParams },
            required: ['code'],
            additionalProperties: false,
          },
        },
      },
    },
    required: ['statusCode', 'code', 'message'],
    additionalProperties: false,
  },
  OAuthErrorBody: {
    type: 'object',
    description: 'An error of the auth endpoints, OAuth-style',
    properties: {
      error: { type: 'string', example: 'invalid_grant' },
      error_description: { type: 'string' },
      errors: fieldErrors,
    },
    required: ['error', 'error_description'],
    additionalProperties: false,
  },
};

const ref = (name: keyof typeof errorBodySchemas) => ({ $ref: `#/components/schemas/${name}` });

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is invalid: a field error per field (`errors`), bad JSON or a bad signature',
  401: 'No valid credentials (sign in, or send the API key the operation names)',
  403: 'Signed in, but without the permission or access to the working company, or with a second factor the role requires not set up yet',
  404: 'The row the path names does not exist, or belongs to another company',
  409: 'A duplicate, or a row still referenced by others',
  413: 'The body is larger than 1 MiB',
  414: 'A path parameter is longer than the router takes',
  415: 'The body is not of a content type the operation reads',
  422: 'A business rule refuses it (the message says which)',
  429: 'Too many attempts: wait as long as `Retry-After` says',
  500: 'Something went wrong on the server (never with internals)',
  502: 'A service the operation depends on (a payment provider) failed',
  503: 'A service the operation depends on (a payment provider) is not available',
};

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What of a route's declaration decides its error answers. */
export interface ErrorFacts {
  method: string;
  auth: RouteAuth;
  tenancy: RouteTenancy;
  bodyExempt?: BodyExemption;
  /** Statuses the route declares beyond these (`config.errors`). */
  errors?: number[];
  /** Which input schemas the route has (path parameters, query, body). */
  inputs: { params: boolean; querystring: boolean; body: boolean };
}

/** The statuses a route can answer with an error, from its declaration. */
export function errorStatuses(route: ErrorFacts): number[] {
  const { method, auth, tenancy, inputs } = route;
  const takesBody = WITH_BODY.has(method);
  // 400 anywhere: the text guard (text-guard.ts) refuses a NUL or a lone surrogate in any query,
  // declared or not.
  const statuses = new Set<number>([400, 500]);
  if (takesBody) [413, 415].forEach((s) => statuses.add(s));
  if (auth !== 'open') [401, 403, 422].forEach((s) => statuses.add(s));
  if (inputs.params) statuses.add(414);
  // A path or query id, a body naming a row, or a company's, the user's own or a row's data.
  const namesRows = inputs.params || inputs.querystring || inputs.body;
  if (namesRows || (auth !== 'open' && tenancy !== 'none' && tenancy !== 'global'))
    statuses.add(404);
  if (takesBody && auth !== 'open') statuses.add(409);
  if (auth === 'public') statuses.add(429);
  for (const status of route.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The error answers of a route, as fastify-swagger response entries (status -> response). */
export function errorAnswers(route: ErrorFacts): Record<string, Schema> {
  const schema =
    route.auth === 'public'
      ? { anyOf: [ref('ErrorBody'), ref('OAuthErrorBody')] }
      : route.auth === 'platform'
        ? ref('StoreErrorBody')
        : ref('ErrorBody');
  return Object.fromEntries(
    errorStatuses(route).map((status) => [
      String(status),
      { description: DESCRIPTIONS[status], content: { 'application/json': { schema } } },
    ]),
  );
}
