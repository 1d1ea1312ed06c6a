import type { JsonSchema } from './schema-arbitrary.js';

/** One operation of the OpenAPI document, in the shape the fuzzer needs. */
export interface Operation {
  /** `POST /api/admin/Profile` — also the key failures are grouped by. */
  id: string;
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  queryParams: { name: string; schema: JsonSchema; required: boolean }[];
  headerParams: { name: string; schema: JsonSchema; required: boolean }[];
  /** The JSON body's schema; undefined when the operation documents none. */
  body?: JsonSchema;
}

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  /** Shared schemas (a recursive one, such as the agent tree, is a `$ref` to one of these). */
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in document order. */
export function listOperations(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const parameters = op.parameters ?? [];
      const of = (where: string) =>
        parameters
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true }));
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        headerParams: of('header'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** URL-encoded; a lone surrogate (which encodeURIComponent refuses) as its raw UTF-8 bytes. */
export function safeEncode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** The path with its `{name}` segments filled in (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => safeEncode(values[name] ?? ''));
}
