import fc from 'fast-check';

/** One mebibyte less a little, so a body made of it still fits the 1 MiB body limit or just not. */
export const MEGABYTE = 1024 * 1024;

/** Strings an attacker tries first: SQL, path traversal, markup, control and odd unicode. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  "'",
  '"',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(0) --',
  "' union select null, version() --",
  '%',
  '_',
  '\\',
  '%00',
  '\u0000',
  'a\u0000b',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  '\u202Egnp.exe',
  '\uD800',
  '\uFFFF',
  '🏳️‍🌈👨‍👩‍👧‍👦',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x7fffffff',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-0000-0000-00000000000g',
  '2026-02-30',
  '9999-12-31T23:59:59Z',
  '0000-00-00',
  'ADMIN',
  'a'.repeat(257),
  'x'.repeat(5000),
];

export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  0.1,
  0.005,
  -0.001,
  1e-7,
  2 ** 31,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e21,
];

/** Nested `depth` times: {a:{a:...}} or [[...]]. */
export function deeplyNested(depth: number, asArray: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asArray ? [value] : { a: value };
  return value;
}

/** A very long string: one that fills most of the body limit, or a bit more than it. */
export const hugeString = fc
  .constantFrom(MEGABYTE - 4096, MEGABYTE + 16)
  .chain((size) => fc.constantFrom('a', '€', '\u0000').map((c) => c.repeat(Math.ceil(size / 3))));

/** Any hostile JSON value: the wrong type, null, huge or odd numbers, odd strings, odd shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(64, false), deeplyNested(64, true)) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__":{"isDmsAdmin":true}}') as unknown,
      JSON.parse('{"constructor":{"prototype":{"isDmsAdmin":true}}}') as unknown,
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
);

/** A hostile path segment or query value (always a string on the wire). */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...hostileStrings.filter((s) => s.length < 300)) },
  { weight: 2, arbitrary: fc.constantFrom(...hostileNumbers.map(String)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(4000), '%E0%A4%A', '%', '%%', '..') },
);

/** Unknown keys, prototype-pollution keys among them. */
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isDmsAdmin', 'id', 'entityCode', ''),
  fc.string({ minLength: 1, maxLength: 12 }),
);
