import type { z } from 'zod';
import type { AnyResourceDefinition, FieldDefinition } from '@wander/contract';
import type { CrudConfig, FormMode, FormValues } from './crud-types';

type Shape = Record<string, z.ZodType>;

export function shapeOf(schema: z.ZodObject): Shape {
  return schema.shape as Shape;
}

export function schemaFor(resource: AnyResourceDefinition, mode: FormMode): z.ZodObject {
  return mode === 'create' ? resource.create : resource.update;
}

/** A field is required when its schema refuses "nothing" (a default or nullish accepts it). */
export function isRequiredField(schema: z.ZodObject, key: string): boolean {
  const field = shapeOf(schema)[key];
  return !!field && !field.safeParse(undefined).success;
}

export function acceptsNull(schema: z.ZodObject, key: string): boolean {
  const field = shapeOf(schema)[key];
  return !!field && field.safeParse(null).success;
}

interface Def {
  def?: { type?: string; innerType?: Def; in?: Def };
}

/** Whether the field holds a list (a multi-select: a user's roles). */
export function isListField(schema: z.ZodObject, key: string): boolean {
  let node = shapeOf(schema)[key] as unknown as Def | undefined;
  for (let depth = 0; node?.def && depth < 5; depth += 1) {
    if (node.def.type === 'array') return true;
    node = node.def.innerType ?? node.def.in;
  }
  return false;
}

/** The default a create form starts with (a switch that defaults to on). */
export function defaultsOf(schema: z.ZodObject, fields: readonly FieldDefinition[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const parsed = shapeOf(schema)[field.key]?.safeParse(undefined);
    if (parsed?.success && parsed.data !== undefined) values[field.key] = parsed.data;
  }
  return values;
}

/** The fields a mode shows: in edit mode, only what the update takes or what is read-only. */
export function fieldsFor(config: CrudConfig, mode: FormMode): FieldDefinition[] {
  const { resource } = config;
  if (mode === 'create') return resource.fields;
  if (config.editFields) return config.editFields;
  const shape = shapeOf(resource.update);
  return resource.fields.filter((field) => field.key in shape || field.readOnlyOnEdit);
}

/**
 * The body of a create or update: exactly the schema's keys (the API rejects unknown fields), an
 * empty optional field sent as null so that clearing it is saved.
 */
export function payloadOf(
  schema: z.ZodObject,
  values: FormValues,
  extraKeys: readonly string[] = [],
): FormValues {
  const body: FormValues = {};
  for (const key of extraKeys) if (values[key] !== undefined) body[key] = values[key];
  for (const key of Object.keys(shapeOf(schema))) {
    const value = values[key];
    if (value === undefined || value === '') {
      if (acceptsNull(schema, key)) body[key] = null;
      else if (value === '') body[key] = value;
    } else {
      body[key] = value;
    }
  }
  return body;
}

/** Initial form values from a row: the fields' keys only. */
export function valuesFromRow(row: FormValues, fields: readonly FieldDefinition[]): FormValues {
  return Object.fromEntries(fields.map((field) => [field.key, row[field.key] ?? undefined]));
}
