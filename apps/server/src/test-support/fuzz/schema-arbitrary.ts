import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) that zod's transform writes into the document. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  /** A shared schema of the document (`#/components/schemas/...`). */
  $ref?: string;
}

/** A string named like an id (`id`, `productId`) without a format of its own: treat it as a uuid. */
export function idHinted(name: string, schema: JsonSchema): JsonSchema {
  const plain = schema.type === 'string' && !schema.pattern && !schema.format && !schema.enum;
  return plain && /^id$|Id$/.test(name) ? { ...schema, format: 'uuid' } : schema;
}

/** Ids the demo world really has, so that generated ids sometimes hit a row. */
export interface IdPool {
  uuids: string[];
  codes: string[];
  /** Column names of the operation's list, for `columnName` fields of a search. */
  columns?: string[];
  /** A body known to be valid for the operation. */
  example?: unknown;
}

const STRONG_PASSWORD = fc.constantFrom('Fuzz#2026xyz', 'Aa1!Aa1!', 'Wander#2027');
const ISO_DATE = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString());

function stringArbitrary(schema: JsonSchema, pool: IdPool): fc.Arbitrary<string> {
  const uuidLike = schema.format === 'uuid' || schema.pattern?.includes('[0-9a-f]{8}-') === true;
  if (uuidLike) {
    return pool.uuids.length > 0
      ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...pool.uuids) }, fc.uuid())
      : fc.uuid();
  }
  if (schema.format === 'date-time') return ISO_DATE;
  if (schema.format === 'date') return ISO_DATE.map((d) => d.slice(0, 10));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    if (schema.pattern.includes('(?=')) return STRONG_PASSWORD;
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return schema.maxLength === undefined
        ? matching
        : matching.filter((s) => s.length <= schema.maxLength!);
    } catch {
      return fc.string({ maxLength: schema.maxLength ?? 20 });
    }
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  const plain = fc.string({ minLength, maxLength });
  return pool.codes.length > 0 && minLength <= 3
    ? fc.oneof({ weight: 4, arbitrary: plain }, fc.constantFrom(...pool.codes))
    : plain;
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const high =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined;
  const min = Math.max(schema.minimum ?? low ?? -1000, -1e9);
  const max = Math.min(schema.maximum ?? high ?? 100_000, 1e9);
  if (integer)
    return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc
    .integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) })
    .map((cents) => cents / 100);
}

/**
 * Values that conform to the schema (as far as a generator can tell: patterns with lookaheads get
 * a fixed strong password, refinements zod keeps to itself are not known). Depth-limited.
 */
export function schemaArbitrary(
  schema: JsonSchema,
  pool: IdPool,
  depth = 0,
): fc.Arbitrary<unknown> {
  const inner = plainArbitrary(schema, pool, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: inner }, fc.constant(null)) : inner;
}

function plainArbitrary(schema: JsonSchema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) {
    return fc.oneof(...variants.map((v) => schemaArbitrary(v, pool, depth + 1)));
  }
  if (schema.allOf && schema.allOf.length > 0) return schemaArbitrary(schema.allOf[0], pool, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringArbitrary(schema, pool);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, depth > 2 ? 1 : 3));
      return fc.array(schemaArbitrary(schema.items ?? {}, pool, depth + 1), {
        minLength,
        maxLength,
      });
    }
    case 'object':
      return objectArbitrary(schema, pool, depth);
    default:
      return schema.properties
        ? objectArbitrary(schema, pool, depth)
        : fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(schema: JsonSchema, pool: IdPool, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) {
    model[key] = schemaArbitrary(idHinted(key, value), pool, depth + 1);
    if (key === 'columnName' && pool.columns && pool.columns.length > 0) {
      model[key] = fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...pool.columns) },
        { weight: 1, arbitrary: model[key] },
      );
    }
  }
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(model, { requiredKeys });
}
