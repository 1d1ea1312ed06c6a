import { describe, expect, it } from 'vitest';
import { findLeaks } from './answer-checks.js';

describe('findLeaks', () => {
  it('flags a stack trace and a file path', () => {
    const body = JSON.stringify({
      message: 'x is not a function',
      stack:
        'TypeError: x\n    at handler (/work/app/src/routes.ts:12:7)\n    at node:internal/x:1:2',
    });
    const leaks = findLeaks(body);
    expect(leaks.some((l) => l.startsWith('stack trace'))).toBe(true);
    expect(leaks.some((l) => l.startsWith('file path'))).toBe(true);
  });

  it.each([
    'Failed query: select "id" from "users" where "email" = $1',
    'duplicate key value violates unique constraint "users_email_key"',
    'relation "users" does not exist',
    'syntax error at or near "from"',
    'invalid input syntax for type uuid: "abc"',
    'insert into "orders" ("id") values ($1)',
  ])('flags the SQL in %s', (message) => {
    expect(findLeaks(JSON.stringify({ statusCode: 500, message }))).toEqual([
      expect.stringMatching(/^SQL: /),
    ]);
  });

  it('passes ordinary answers, and hostile text the request itself sent back', () => {
    expect(
      findLeaks('{"statusCode":0,"message":"Create successfully!","data":{"at":"12:30:45"}}'),
    ).toEqual([]);
    const sent = '../../../../etc/passwd select name from users';
    expect(findLeaks(`{"errors":{"q":["${sent} is not allowed"]}}`, sent)).toEqual([]);
  });
});

describe('findLeaks with data the fuzzer stored', () => {
  it('passes a hostile string shown back as data, and still flags a real leak beside it', () => {
    const stored = '1; select pg_sleep(0) --';
    const list = JSON.stringify({ data: [{ label: stored, value: 'ITA' }] });
    expect(findLeaks(list, '', [stored])).toEqual([]);
    expect(findLeaks(`${list} relation "users" does not exist`, '', [stored])).toHaveLength(1);
  });
});
