import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { OpenApiDocument } from './openapi-operations.js';

// ajv-formats is CommonJS: its default export is the function under ESM interop in some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

/** OpenAPI 3.0's schema keywords that are annotations only (ajv's strict mode refuses unknowns). */
const ANNOTATIONS = ['example', 'xml', 'externalDocs', 'discriminator', 'components'];
/** OpenAPI 3.0's own formats, which say how a value is stored rather than restrict it. */
const OPENAPI_FORMATS = ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password'];

/** One answer as the server sent it. */
export interface Answer {
  status: number;
  contentType: string;
  body: string;
}

interface ResponseObject {
  content?: Record<string, { schema?: object }>;
}

/** A media type without its parameters, in lower case (`text/csv; charset=utf-8` -> `text/csv`). */
const bare = (type: string) => type.split(';')[0].trim().toLowerCase();

/**
 * Checks real answers against an OpenAPI 3.0 document, strictly: the status must be documented
 * for the operation (or a `4XX` range or `default`), the content type among that answer's media
 * types, and a JSON body must match that media type's schema. The schemas are compiled by ajv in
 * strict mode with OpenAPI 3.0's `nullable` (ajv's own keyword): null is allowed only where a
 * schema says `nullable: true` beside a `type`, and a `nullable` without a type does not compile.
 */
export class DocumentValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction | string>();

  constructor(private readonly doc: OpenApiDocument) {
    this.ajv = new Ajv({ strict: true, strictTypes: false, allErrors: true });
    addFormats(this.ajv);
    for (const format of OPENAPI_FORMATS) this.ajv.addFormat(format, true);
    this.ajv.addVocabulary(ANNOTATIONS);
  }

  /** The documented responses of `METHOD /path` (the OpenAPI path, `{id}` and all). */
  private responses(method: string, path: string): Record<string, ResponseObject> | undefined {
    const operation = this.doc.paths[path]?.[method.toLowerCase()] as
      { responses?: Record<string, ResponseObject> } | undefined;
    return operation?.responses;
  }

  /** What is off in an answer of an operation (empty when the document tells its truth). */
  check(method: string, path: string, answer: Answer): string[] {
    const responses = this.responses(method, path);
    if (!responses) return [`${method} ${path} is not in the document`];
    const status = String(answer.status);
    const documented =
      responses[status] ?? responses[`${status[0]}XX`] ?? responses.default ?? undefined;
    if (!documented) return [`status ${status} is not documented`];
    const content = documented.content;
    if (!content) return answer.body === '' ? [] : [`status ${status} documents no body`];
    const type = bare(answer.contentType);
    const media =
      content[type] ?? content[`${type.split('/')[0]}/*`] ?? content['*/*'] ?? undefined;
    if (!media) {
      return [`content type '${type || '(none)'}' of status ${status} is not documented`];
    }
    if (!type.endsWith('json') || !media.schema) return [];
    let data: unknown;
    try {
      data = JSON.parse(answer.body);
    } catch {
      return [`status ${status} is not JSON`];
    }
    return this.validate(`${method} ${path} ${status} ${type}`, media.schema, data);
  }

  /** The schema errors of `data` against one documented schema (compiled once per key). */
  validate(key: string, schema: object, data: unknown): string[] {
    let validate = this.compiled.get(key);
    if (validate === undefined) {
      try {
        validate = this.ajv.compile({ ...schema, components: this.doc.components });
      } catch (error) {
        validate = `the documented schema does not compile: ${(error as Error).message}`;
      }
      this.compiled.set(key, validate);
    }
    if (typeof validate === 'string') return [validate];
    if (validate(data)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  }
}
