import { z } from 'zod';

export const FILTER_OPERATORS = [
  'eq',
  'ne',
  'contains',
  'startsWith',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'between',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];
export const MAX_PAGE_SIZE = 128;

const filterValue = z.union([
  z.string().max(512),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(512), z.number()])).max(100),
]);

export const pagingRequestSchema = z
  .object({
    pageIndex: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
    filterColumns: z
      .array(
        z
          .object({
            columnName: z.string().min(1).max(64),
            filterValue: filterValue.nullable(),
            operator: z.enum(FILTER_OPERATORS).default('eq'),
          })
          .strict(),
      )
      .max(20)
      .default([]),
    sortColumns: z
      .array(
        z
          .object({ columnName: z.string().min(1).max(64), sortOrder: z.enum(['asc', 'desc']) })
          .strict(),
      )
      .max(5)
      .default([]),
  })
  .strict();
export type PagingRequest = z.infer<typeof pagingRequestSchema>;

export interface PagedResult<T> {
  items: T[];
  pageCount: number;
  totalCount: number;
}

export const pageCountOf = (totalCount: number, pageSize: number) =>
  Math.ceil(totalCount / pageSize);
