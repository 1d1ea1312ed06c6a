import fc from 'fast-check';
import { fillPath, safeEncode, type Operation } from './openapi-operations.js';
import { hostileKey, hostileSegment, hostileValue, hugeString } from './hostile-values.js';
import { idHinted, schemaArbitrary, type IdPool, type JsonSchema } from './schema-arbitrary.js';

/** One request as sent through app.inject (headers other than the role's), printable to replay. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** What was done to it: 'valid', 'field:a.b', 'truncated', 'content-type:text/plain' ... */
  mode: string;
}

type Json = unknown;
const JSON_TYPE = { 'content-type': 'application/json' };

/** Paths of the values inside a JSON value (objects and arrays), the root included as []. */
export function valuePaths(value: Json, depth = 0): (string | number)[][] {
  const paths: (string | number)[][] = [[]];
  if (depth > 3 || value === null || typeof value !== 'object') return paths;
  const entries: [string | number, Json][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  for (const [key, child] of entries) {
    for (const sub of valuePaths(child, depth + 1)) paths.push([key, ...sub]);
  }
  return paths;
}

/** A copy of `value` with the value at `path` replaced (the root when path is empty). */
export function replaceAt(value: Json, path: (string | number)[], next: Json): Json {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as Json[])] : { ...(value as object) }) as Record<
    string | number,
    Json
  >;
  copy[head] = replaceAt(copy[head], rest, next);
  return copy;
}

function segmentArbitrary(name: string, schema: JsonSchema, pool: IdPool): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: schemaArbitrary(idHinted(name, schema), pool).map((v) => String(v)) },
    { weight: 1, arbitrary: hostileSegment },
  );
}

function queryArbitrary(op: Operation, pool: IdPool): fc.Arbitrary<string> {
  const model: Record<string, fc.Arbitrary<string[] | undefined>> = {};
  for (const param of op.queryParams) {
    const one = segmentArbitrary(param.name, param.schema, pool);
    model[param.name] = fc.oneof(
      { weight: 4, arbitrary: one.map((v) => [v]) },
      { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
      { weight: param.required ? 1 : 2, arbitrary: fc.constant(undefined) },
    );
  }
  const extra = fc.oneof(
    { weight: 7, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.tuple(hostileKey, hostileSegment) },
  );
  return fc.tuple(fc.record(model), extra).map(([values, unknown]) => {
    const parts: string[] = [];
    for (const [name, list] of Object.entries(values)) {
      for (const v of list ?? []) parts.push(`${safeEncode(name)}=${safeEncode(v)}`);
    }
    if (unknown) parts.push(`${safeEncode(unknown[0])}=${safeEncode(unknown[1])}`);
    return parts.length > 0 ? `?${parts.join('&')}` : '';
  });
}

function urlArbitrary(op: Operation, pool: IdPool): fc.Arbitrary<string> {
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const param of op.pathParams)
    model[param.name] = segmentArbitrary(param.name, param.schema, pool);
  return fc
    .tuple(fc.record(model), queryArbitrary(op, pool))
    .map(([values, query]) => fillPath(op.path, values) + query);
}

const WRONG_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
];

function bodyArbitrary(
  body: JsonSchema,
  pool: IdPool,
): fc.Arbitrary<Omit<FuzzRequest, 'method' | 'url'>> {
  const generated = schemaArbitrary(body, pool);
  const valid =
    pool.example === undefined ? generated : fc.oneof(generated, fc.constant(pool.example));
  const json = (mode: string) => (value: Json) => ({
    headers: JSON_TYPE,
    payload: JSON.stringify(value) ?? 'null',
    mode,
  });
  const field = valid.chain((value) => {
    const paths = valuePaths(value);
    return fc
      .tuple(fc.nat({ max: paths.length - 1 }), hostileValue)
      .map(([i, bad]) =>
        json(`field:${paths[i].join('.') || '(root)'}`)(replaceAt(value, paths[i], bad)),
      );
  });
  const extra = fc
    .tuple(valid, fc.array(fc.tuple(hostileKey, hostileValue), { minLength: 1, maxLength: 3 }))
    .map(([value, pairs]) => {
      const base =
        value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
      const added = pairs.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`);
      const text = JSON.stringify(base);
      const payload = `{${[...added, text.slice(1, -1)].filter(Boolean).join(',')}}`;
      return { headers: JSON_TYPE, payload, mode: 'extra-keys' };
    });
  const huge = fc.tuple(valid, hugeString).chain(([value, big]) => {
    const strings = valuePaths(value).filter((p) => p.length > 0);
    if (strings.length === 0) return fc.constant(json('huge:(root)')(big));
    return fc
      .nat({ max: strings.length - 1 })
      .map((i) => json(`huge:${strings[i].join('.')}`)(replaceAt(value, strings[i], big)));
  });
  const wrongType = fc.tuple(valid, fc.constantFrom(...WRONG_TYPES)).map(([value, type]) => ({
    headers: { 'content-type': type },
    payload: type.includes('form-urlencoded') ? 'a=1&b=%ZZ' : JSON.stringify(value),
    mode: `content-type:${type}`,
  }));
  // @fastify/formbody parses a form on every route: the same fields, each a string (or repeated).
  const form = valid.map((value) => {
    const params = new URLSearchParams();
    const fields = value !== null && typeof value === 'object' ? Object.entries(value) : [];
    for (const [key, v] of fields) {
      for (const item of Array.isArray(v) ? v : [v]) {
        params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: params.toString(),
      mode: 'form',
    };
  });
  const truncated = valid.chain((value) => {
    const text = JSON.stringify(value) ?? 'null';
    return fc
      .nat({ max: Math.max(0, text.length - 1) })
      .map((n) => ({ headers: JSON_TYPE, payload: text.slice(0, n), mode: `truncated:${n}` }));
  });
  const weird = fc.constantFrom(
    { headers: JSON_TYPE, payload: '', mode: 'empty' },
    { headers: {}, payload: undefined, mode: 'no-body' },
    { headers: JSON_TYPE, payload: '{"a":1,"a":2}', mode: 'duplicate-key' },
    { headers: JSON_TYPE, payload: '\uFEFF{}', mode: 'bom' },
    { headers: JSON_TYPE, payload: '{"__proto__":{"isDmsAdmin":true}}', mode: 'proto' },
  );
  return fc.oneof(
    { weight: 12, arbitrary: valid.map(json('valid')) },
    { weight: 16, arbitrary: field },
    { weight: 3, arbitrary: extra },
    { weight: 3, arbitrary: hostileValue.map(json('shape')) },
    { weight: 3, arbitrary: wrongType },
    { weight: 3, arbitrary: truncated },
    { weight: 3, arbitrary: form },
    { weight: 2, arbitrary: weird },
    { weight: 1, arbitrary: huge },
  );
}

const CSV_BOUNDARY = '----wander-fuzz';
const csvArbitrary = fc.oneof(
  fc.constantFrom('', '\uFEFF', 'a,b\n1,2', '"unterminated\n', 'x,"y""\n', '\u0000\u0000'),
  fc
    .array(
      fc.array(fc.constantFrom('', 'x', "'; drop", '=1+1', '"', '9'.repeat(40)), { maxLength: 6 }),
      {
        maxLength: 6,
      },
    )
    .map((rows) => rows.map((r) => r.join(',')).join('\n')),
);

/** Requests of an operation without a JSON body: none, or one it does not expect, or a file. */
function bodylessArbitrary(op: Operation): fc.Arbitrary<Omit<FuzzRequest, 'method' | 'url'>> {
  const file = csvArbitrary.map((csv) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${CSV_BOUNDARY}` },
    payload: [
      `--${CSV_BOUNDARY}`,
      'Content-Disposition: form-data; name="file"; filename="../../fuzz.csv"',
      'Content-Type: text/csv',
      '',
      csv,
      `--${CSV_BOUNDARY}--`,
      '',
    ].join('\r\n'),
    mode: 'multipart-file',
  }));
  const others: fc.WeightedArbitrary<Omit<FuzzRequest, 'method' | 'url'>>[] = [
    { weight: 8, arbitrary: fc.constant({ headers: {}, payload: undefined, mode: 'valid' }) },
    {
      weight: 1,
      arbitrary: hostileValue.map((v) => ({
        headers: JSON_TYPE,
        payload: JSON.stringify(v) ?? 'null',
        mode: 'unexpected-body',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...WRONG_TYPES).map((type) => ({
        headers: { 'content-type': type },
        payload: '{"a":',
        mode: `content-type:${type}`,
      })),
    },
  ];
  if (op.method === 'POST' || op.method === 'PUT') others.push({ weight: 4, arbitrary: file });
  return fc.oneof(...others);
}

function headerArbitrary(op: Operation, pool: IdPool): fc.Arbitrary<Record<string, string>> {
  const model: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const param of op.headerParams) {
    model[param.name] = fc.oneof(
      { weight: 3, arbitrary: segmentArbitrary(param.name, param.schema, pool) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  // Mostly the user's own working company; sometimes another one, or a hostile value.
  model['x-company-code'] = fc.oneof(
    { weight: 12, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constantFrom(...(pool.codes.length > 0 ? pool.codes : ['X'])) },
    { weight: 1, arbitrary: hostileSegment },
  );
  return fc.record(model).map((values) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      // A header value cannot hold control characters or non-Latin-1 text; send them encoded.
      if (value !== undefined)
        headers[name] = /^[\x20-\x7e]*$/.test(value) ? value : safeEncode(value);
    }
    return headers;
  });
}

/** Every request the fuzzer may send to one operation. */
export function requestArbitrary(op: Operation, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const body = op.body ? bodyArbitrary(op.body, pool) : bodylessArbitrary(op);
  return fc
    .tuple(urlArbitrary(op, pool), body, headerArbitrary(op, pool))
    .map(([url, b, headers]) => ({
      method: op.method,
      url,
      headers: { ...headers, ...b.headers },
      payload: b.payload,
      mode: b.mode,
    }));
}
