import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '@wander/contract';

export type FieldErrors = Record<string, string[]>;

const statusByCode: Record<string, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  BUSINESS_RULE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
};

/** The one error type use cases throw; the handler turns it into the contract's envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
    status?: number,
  ) {
    super(message);
    this.status = status ?? statusByCode[code] ?? 422;
  }
  static notFound(what = 'Record') {
    return new AppError('NOT_FOUND', `${what} not found`);
  }
  static forbidden(message = 'You do not have permission to do this') {
    return new AppError('FORBIDDEN', message);
  }
  static unauthorized(message = 'Please sign in') {
    return new AppError('UNAUTHORIZED', message);
  }
  static validation(fieldErrors: FieldErrors, message = 'One or more fields are invalid') {
    return new AppError('VALIDATION', message, fieldErrors);
  }
}

/** The auth endpoints answer errors OAuth-style: {error, error_description}. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
    readonly headers: Record<string, string> = {},
    /** Field errors of a registration form, keyed like the contract's `errors`. */
    readonly fieldErrors?: FieldErrors,
  ) {
    super(description);
  }
}

/**
 * Collects field errors keyed by whatever the request named, `__proto__` and `constructor`
 * included: a plain `{}` would resolve those to Object.prototype's members (and crash the error
 * handler into a 500), so the keys go through a Map and become own properties at the end.
 */
export function fieldErrorCollector() {
  const byKey = new Map<string, string[]>();
  return {
    add(key: string, message: string) {
      const list = byKey.get(key);
      if (list) list.push(message);
      else byKey.set(key, [message]);
    },
    errors: (): FieldErrors => Object.fromEntries(byKey),
  };
}

function fieldKey(path: string): string {
  return path.replace(/^\//, '').split('/').filter(Boolean).join('.');
}

/** Zod issues from the type provider, keyed by the request's field names. */
export function toFieldErrors(
  issues: {
    instancePath: string;
    message?: string;
    keyword: string;
    params: Record<string, unknown>;
  }[],
): FieldErrors {
  const collector = fieldErrorCollector();
  const add = (key: string, message: string) => collector.add(key || '_', message);
  for (const issue of issues) {
    const base = fieldKey(issue.instancePath);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys as string[]) {
        add(base ? `${base}.${key}` : key, `${key} is not allowed`);
      }
    } else {
      add(base, issue.message ?? 'Invalid value');
    }
  }
  return collector.errors();
}

/** An error as the contract answers it: the OAuth-style body of the auth endpoints, else ErrorBody. */
export type ErrorAnswer =
  | { status: number; headers?: Record<string, string>; body: ErrorBody }
  | {
      status: number;
      headers?: Record<string, string>;
      body: Record<string, unknown>;
      oauth: true;
    };

/** The answer to an error thrown by a route, its hooks or its validation. */
export function errorAnswer(
  error: FastifyError | AppError | OAuthError,
  request: FastifyRequest,
): ErrorAnswer {
  if (error instanceof OAuthError) {
    return {
      status: error.status,
      headers: error.headers,
      oauth: true,
      body: {
        error: error.error,
        error_description: error.description,
        ...(error.fieldErrors && { errors: error.fieldErrors }),
      },
    };
  }
  if (error instanceof AppError) {
    const body: ErrorBody = { statusCode: error.status, code: error.code, message: error.message };
    if (error.fieldErrors) body.errors = error.fieldErrors;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const body: ErrorBody = {
      statusCode: 400,
      code: 'VALIDATION',
      message: 'One or more fields are invalid',
      errors: toFieldErrors(error.validation),
    };
    return { status: 400, body };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = {
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
    };
    return { status: 500, body };
  }
  // Fastify's own 4xx (bad JSON, wrong content type, body too large, rate limit ...).
  const code =
    status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST';
  return { status, body: { statusCode: status, code, message: error.message } };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | OAuthError, request, reply) => {
    const answer = errorAnswer(error, request);
    return reply
      .status(answer.status)
      .headers(answer.headers ?? {})
      .send(answer.body);
  });
}

/**
 * Fastify's router answers a malformed path segment (400) and a path parameter over
 * `maxParamLength` (414) itself, before any route or error handler, with a body of its own
 * (`{error, code, message, statusCode}`). As the `frameworkErrors` option they answer the
 * contract's error body like every other error.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const body: ErrorBody =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? { statusCode: 414, code: 'URI_TOO_LONG', message: 'A path parameter is too long' }
      : error.code === 'FST_ERR_BAD_URL'
        ? { statusCode: 400, code: 'BAD_REQUEST', message: 'The URL is not valid' }
        : {
            statusCode: 500,
            code: 'INTERNAL',
            message: 'Something went wrong. Please try again later.',
          };
  return reply.status(body.statusCode).send(body);
}
