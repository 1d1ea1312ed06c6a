import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { RouteAuth } from '../route-declaration.js';
import { errorAnswers, errorBodySchemas } from './error-answers.js';
import { fileAnswers } from './file-answers.js';
import { typeNullables } from './nullable-types.js';
import { securityOf, securitySchemes } from './security-schemes.js';

/**
 * The OpenAPI document as the routes declare it: fastify-type-provider-zod's JSON schemas with
 * every nullable typed, and for every API route its security requirement, its error answers
 * (with the shared error body) and its file answers' media types, all derived from the route's
 * declaration (route-declaration.ts), none listed route by route.
 */

type Transform = typeof jsonSchemaTransform;
type TransformInput = Parameters<Transform>[0];
type Schema = Record<string, unknown>;
type Declared = Parameters<typeof securityOf>[0] & { answers?: string; errors?: number[] };

/** The components every document starts from (@fastify/swagger's `openapi.components`). */
export const documentComponents = {
  securitySchemes,
  schemas: errorBodySchemas,
};

const SCHEMA_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** A map of names (statuses, component names) to schemas, each with its nullables typed. */
const eachTyped = (schemas: Schema) =>
  Object.fromEntries(Object.entries(schemas).map(([key, schema]) => [key, typeNullables(schema)]));

const permissionOf = (auth: RouteAuth) =>
  typeof auth === 'object' ? { 'x-permission': `${auth.resource} ${auth.action}` } : {};

/** jsonSchemaTransform, then the declaration's security, errors and file answers. */
export function documentTransform(input: TransformInput): ReturnType<Transform> {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Schema | undefined;
  if (!schema || schema.hide) return result;
  for (const part of SCHEMA_PARTS) {
    if (schema[part] !== undefined) schema[part] = typeNullables(schema[part]);
  }
  if (schema.response) schema.response = eachTyped(schema.response as Schema);
  const declared = input.route.config as Partial<Declared> | undefined;
  if (!declared?.auth || !declared.tenancy) return result;
  const source = (input.schema ?? {}) as FastifySchema;
  const response: Schema = {
    ...(declared.answers ? fileAnswers(declared.answers) : {}),
    ...(schema.response as Schema | undefined),
  };
  const method = [input.route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
  const errors = errorAnswers({
    method,
    auth: declared.auth,
    tenancy: declared.tenancy,
    bodyExempt: declared.bodyExempt,
    errors: declared.errors,
    inputs: {
      params: !!source.params,
      querystring: !!source.querystring,
      body: !!source.body,
    },
  });
  for (const [status, answer] of Object.entries(errors)) response[status] ??= answer;
  return {
    ...result,
    schema: {
      ...schema,
      ...permissionOf(declared.auth),
      // Derived, never hand-written: a route's own `security` would drift from its `auth`.
      security: securityOf({ ...declared, auth: declared.auth, tenancy: declared.tenancy }),
      response,
    },
  };
}

/** jsonSchemaTransformObject with the named schemas' nullables typed too. */
export function documentTransformObject(
  input: Parameters<typeof jsonSchemaTransformObject>[0],
): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input) as Schema & { components?: Schema };
  const schemas = document.components?.schemas as Schema | undefined;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  return {
    ...document,
    components: { ...document.components, schemas: eachTyped(schemas) },
  } as ReturnType<typeof jsonSchemaTransformObject>;
}
