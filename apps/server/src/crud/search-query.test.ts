import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { AnyResourceDefinition } from '@wander/contract';
import { buildSearch } from './search-query.js';

const things = pgTable('things', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  dueDays: integer('due_days').notNull(),
});
const definition = {
  id: 'id',
  filters: { name: ['eq', 'contains'], dueDays: ['eq', 'gte'] },
  sorts: ['name'],
  defaultSort: { column: 'name', order: 'asc' },
} as unknown as AnyResourceDefinition;
const columns = { id: things.id, name: things.name, dueDays: things.dueDays };

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
