import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { AnyResourceDefinition } from '@wander/contract';
import { buildSearch } from './search-query.js';

const things = pgTable('things', { id: uuid('id').primaryKey(), name: text('name').notNull() });
const definition = {
  id: 'id',
  filters: { name: ['eq', 'contains'] },
  sorts: ['name'],
  defaultSort: { column: 'name', order: 'asc' },
} as unknown as AnyResourceDefinition;
const columns = { id: things.id, name: things.name };

const search = (columnName: string) =>
  buildSearch(definition, columns, {
    filterColumns: [{ columnName, filterValue: 'x', operator: 'eq' }],
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
