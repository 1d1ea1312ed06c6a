import type { FastifyError, FastifyInstance } from 'fastify';
import {
  isStoreErrorCode,
  type ErrorBody,
  type StoreErrorBody,
  type StoreErrorCode,
  type StoreErrorDetail,
} from '@wander/contract';
import { AppError, errorAnswer, OAuthError } from '../../platform/http/errors.js';
import { answerCodeOf, fieldCodeOf } from './store-error-rules.js';

/** The code of an answer no rule names: by its status. */
const BY_STATUS: Record<number, StoreErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  422: 'BUSINESS_RULE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL',
  502: 'SERVICE_UNAVAILABLE',
  503: 'SERVICE_UNAVAILABLE',
};

/** Codes of the shared use cases whose messages vary: the store's code for them. */
const THROWER_CODES = new Map<string, StoreErrorCode>([
  // assertTransition: 'A Paid purchase order cannot be Submitted'.
  ['INVALID_STATUS', 'ORDER_STATUS'],
]);

/**
 * The store API's error body (issue 41): the contract's error body with a code from
 * STORE_ERROR_CODES, the parameters its text needs, and a code per field error. The code is the
 * message's (a rule of store-error-rules.ts), else the thrower's own code when it is a store code
 * (VALIDATION, EMAIL_NOT_CONFIRMED, INSUFFICIENT_STOCK ...), else its status's: never any other.
 */
export function storeErrorBody(body: ErrorBody): StoreErrorBody {
  const named = answerCodeOf(body.message);
  const code: StoreErrorCode =
    named?.code ??
    THROWER_CODES.get(body.code) ??
    (isStoreErrorCode(body.code) ? body.code : (BY_STATUS[body.statusCode] ?? fallback(body)));
  const answer: StoreErrorBody = { ...body, code };
  if (named?.params) answer.params = named.params;
  if (body.errors) {
    // Own keys as the field errors have them (`__proto__` included: never an assignment).
    answer.fieldCodes = Object.fromEntries(
      Object.entries(body.errors).map(([field, list]) => [field, list.map(fieldCodeOf)]),
    ) as Record<string, StoreErrorDetail[]>;
  }
  return answer;
}

const fallback = (body: ErrorBody): StoreErrorCode =>
  body.statusCode >= 500 ? 'INTERNAL' : 'BAD_REQUEST';

/**
 * Answers the errors of the store API's routes (those under the platform key) with their codes;
 * set on the store's plugin, so it covers its routes, their hooks (the platform key, the
 * throttles) and their validation. Other routes keep the plain error body.
 */
export function registerStoreErrors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | OAuthError, request, reply) => {
    const answer = errorAnswer(error, request);
    const store = request.routeOptions.config?.auth === 'platform' && !('oauth' in answer);
    return reply
      .status(answer.status)
      .headers(answer.headers ?? {})
      .send(store ? storeErrorBody(answer.body as ErrorBody) : answer.body);
  });
}
