import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { FastifyRequest } from 'fastify';

/** What a resource's declaration gives crudRoutes beyond its contract definition. */
export interface CrudOptions {
  table: PgTable;
  /** Property name of the company column for company-scoped resources. */
  scopeColumn?: string;
  /** Narrows every read, update and delete further (the companies a user may see ...). */
  rowScope?: (request: FastifyRequest) => SQL | undefined;
  /**
   * Replaces the company scope of Search, GetSelectList and GetDetail (products: a distributor also
   * reads the platform's catalogue); writes keep the company scope.
   */
  readScope?: (request: FastifyRequest) => SQL | undefined;
  /** Checks a create (id undefined) or update body before it is written; throws AppError to refuse. */
  beforeWrite?: (
    request: FastifyRequest,
    body: Record<string, unknown>,
    id?: string,
  ) => Promise<void>;
  /**
   * Rows an update or delete may touch, checked in the same statement (an eSIM only while it is
   * available ...); a row outside it is refused with `writeRefused`, not reported missing.
   */
  writeScope?: SQL;
  writeRefused?: string;
  /**
   * A create that is more than one insert (a customer: its company, its record and the invitation
   * of its admin): the area's use case writes everything in one transaction and answers the row.
   * It gets the body after beforeWrite, with the scope column set.
   */
  create?: (request: FastifyRequest, values: Record<string, unknown>) => Promise<unknown>;
  /** Runs after a create, update or delete succeeded (cache invalidation ...). */
  afterWrite?: (request: FastifyRequest) => void | Promise<void>;
  /** Query parameters GetSelectList accepts (validated; the handler does not use them). */
  selectListQuery?: z.ZodObject;
  /**
   * The company column(s) of a row, for a 'global' resource whose `rowScope` still binds rows to
   * companies (company profiles); company-scoped resources use `scopeColumn`.
   */
  owner?: string[];
  /**
   * Columns of other tables that name this resource's rows: a delete while any row does is refused
   * (409) with what uses it, '<Singular> is used by 3 products', rather than the generic message.
   */
  usedBy?: UsedBy[];
  /**
   * The spec's ProductCategory variant: DELETE {id}/{formId} as well as DELETE {id} (the form id
   * names the screen the delete came from; it is recorded by the API log, nothing else).
   */
  deleteWithFormId?: boolean;
}

export interface UsedBy {
  column: PgColumn;
  /** What a referencing row is, one and many: ['product', 'products']. */
  noun: readonly [string, string];
}
