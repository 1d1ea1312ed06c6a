import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { AnyResourceDefinition } from '@wander/contract';
import { buildSearch } from './search-query.js';

const things = pgTable('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  dueDays: integer('due_days').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
});
const definition = {
  id: 'id',
  filters: { name: ['eq', 'contains'], dueDays: ['eq', 'gte'], dueAt: ['eq'], dueOn: ['eq'] },
  sorts: ['name'],
  defaultSort: { column: 'name', order: 'asc' },
} as unknown as AnyResourceDefinition;
const columns = {
  id: things.id,
  name: things.name,
  dueDays: things.dueDays,
  dueAt: things.dueAt,
  dueOn: things.dueOn,
};

const search = (columnName: string, filterValue: string | number = 'x') =>
  buildSearch(definition, columns, {
    filterColumns: [{ columnName, filterValue, operator: 'eq' }],
    sortColumns: [],
  });

describe('buildSearch', () => {
  it('filters on a declared column', () => {
    expect(search('name').where).toBeDefined();
  });

  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'answers a filter on %s (an Object.prototype member, was a 500) with 400 on filterColumns',
    (columnName) => {
      expect(() => search(columnName)).toThrow(
        expect.objectContaining({
          status: 400,
          fieldErrors: { filterColumns: [`${columnName} cannot be filtered`] },
        }),
      );
    },
  );
});

describe('buildSearch on an integer column', () => {
  it('filters on a whole number', () => {
    expect(search('dueDays', 30).where).toBeDefined();
    expect(search('dueDays', '-2147483648').where).toBeDefined();
  });

  it.each([91328.58, '1.5', 2 ** 31, -(2 ** 40)])(
    'answers %s, which the database refuses for an integer (was a 500), with 400 on the column',
    (value) => {
      expect(() => search('dueDays', value)).toThrow(
        expect.objectContaining({
          status: 400,
          fieldErrors: { dueDays: ['dueDays has an invalid filter value'] },
        }),
      );
    },
  );
});

describe('buildSearch on a date or timestamp column', () => {
  it.each(['2026-02-28', '2028-02-29', '2026-02-28T10:00:00Z'])('filters on %s', (value) => {
    expect(search('dueAt', value).where).toBeDefined();
    expect(search('dueOn', value).where).toBeDefined();
  });

  // Date rolls 2026-02-30 over to March 2 (a wrong answer); the database refuses year 0 (a 500).
  it.each([
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    '0000-00-00',
    '0000-01-01',
    '+010000-01-01',
    'soon',
  ])('answers %s, a day that does not exist, with 400 on the column', (value) => {
    for (const column of ['dueAt', 'dueOn'])
      expect(() => search(column, value), column).toThrow(
        expect.objectContaining({
          status: 400,
          fieldErrors: { [column]: [`${column} has an invalid filter value`] },
        }),
      );
  });
});

describe('buildSearch without a sort of the user', () => {
  it("orders by the declaration's default, then its `then` column, then the id", () => {
    const sorted = (defaultSort: object) =>
      buildSearch({ ...definition, sorts: ['name', 'dueDays'], defaultSort } as never, columns, {
        filterColumns: [],
        sortColumns: [],
      }).orderBy.length;
    expect(sorted({ column: 'name', order: 'asc' })).toBe(2);
    expect(sorted({ column: 'name', order: 'asc', then: 'dueDays' })).toBe(3);
  });
});
