/**
 * OpenAPI 3.0 has no `null` type: a value may be null only where a schema says `nullable: true`
 * beside its own `type` (3.0.3: "nullable ... has no effect without an explicit type"). zod's
 * 3.0 target writes a nullable union as `{nullable: true, anyOf: [...]}` with no `type`, which a
 * strict validator reads as "never null". These functions rewrite such schemas so the null is
 * typed: the `nullable` moves into each typed branch (a branch without a type, such as a `$ref`,
 * gets a typed null branch beside it), and a union of one branch becomes that branch.
 */

type Schema = Record<string, unknown>;

/** zod's own spelling of `null` in OpenAPI 3.0. */
export const NULL_BRANCH: Schema = { type: 'string', nullable: true, enum: [null] };

/** Keywords whose value is a schema, a list of schemas, or a map of names to schemas. */
const ONE_SCHEMA = new Set(['items', 'additionalProperties', 'not']);
const SCHEMA_LIST = new Set(['anyOf', 'oneOf', 'allOf']);
const SCHEMA_MAP = new Set(['properties']);

const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The schema allowing null as well, its null typed (never a bare `nullable` beside no type). */
function typedNullable(schema: Schema): Schema {
  if (schema.type !== undefined) {
    const copy: Schema = { ...schema, nullable: true };
    if (Array.isArray(schema.enum) && !schema.enum.includes(null))
      copy.enum = [...(schema.enum as unknown[]), null];
    return copy;
  }
  const list = (['anyOf', 'oneOf'] as const).find((key) => Array.isArray(schema[key]));
  if (list) {
    const { [list]: branches, ...rest } = schema;
    const typed = (branches as Schema[]).map((b) => (b.type !== undefined ? typedNullable(b) : b));
    const withNull = typed.some((b) => b.nullable === true) ? typed : [...typed, NULL_BRANCH];
    if (withNull.length === 1 && Object.keys(rest).length === 0) return withNull[0];
    return { ...rest, [list]: withNull };
  }
  if (Object.keys(schema).length === 0) return {};
  return { anyOf: [schema, NULL_BRANCH] };
}

/** A copy of a JSON schema (OpenAPI 3.0) in which every `nullable: true` has a type. */
export function typeNullables(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(typeNullables);
  if (!isSchema(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (ONE_SCHEMA.has(key) || SCHEMA_LIST.has(key)) out[key] = typeNullables(value);
    else if (SCHEMA_MAP.has(key) && isSchema(value))
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, typeNullables(child)]),
      );
    else out[key] = value;
  }
  if (out.nullable !== true || out.type !== undefined) return out;
  const { nullable: _, ...rest } = out;
  return typedNullable(rest);
}

/** Where a schema says `nullable: true` without a `type` (JSON pointers), for the gap count. */
export function untypedNullables(schema: unknown, at = ''): string[] {
  if (Array.isArray(schema)) return schema.flatMap((s, i) => untypedNullables(s, `${at}/${i}`));
  if (!isSchema(schema)) return [];
  const found = schema.nullable === true && schema.type === undefined ? [at] : [];
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'enum' || key === 'default' || key === 'example') continue;
    found.push(...untypedNullables(value, `${at}/${key}`));
  }
  return found;
}
