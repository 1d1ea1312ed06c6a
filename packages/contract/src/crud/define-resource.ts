import type { z } from 'zod';
import type { FilterOperator } from '../common/paging.js';

/**
 * 'rating': a whole number from 1 to 5, shown as stars. 'startDate' / 'endDate': a validity's
 * ends, shown as dates flagged 'Not started' (still ahead) or 'Expired' (past).
 */
/** 'image': the column holds an uploaded image's id (or an http(s) URL), shown as its thumbnail. */
export type ColumnKind =
  'text' | 'number' | 'money' | 'boolean' | 'date' | 'rating' | 'startDate' | 'endDate' | 'image';

/** A form field the generic edit page renders; `key` must be a field of the create schema. */
export interface FieldDefinition<K extends string = string> {
  key: K;
  label: string;
  /** 'date': a date input; the value is 'YYYY-MM-DD' (an ISO date-time is shown by its date). */
  /**
   * 'image' / 'document': the field holds the id of a file uploaded to `{apiPath}/files` (the
   * engine adds that route, checks the bytes and the id); 'html': rich text the server sanitises
   * on create and update, shown through the web's safe renderer.
   */
  input?:
    | 'text'
    | 'textarea'
    | 'number'
    | 'switch'
    | 'select'
    | 'password'
    | 'date'
    | 'image'
    | 'document'
    | 'html';
  /** Options of a select: fixed, or fed by another resource's GetSelectList. */
  options?: { label: string; value: string }[] | { apiPath: string };
  /** Shown but not editable once the record exists (a code, say). */
  readOnlyOnEdit?: boolean;
  placeholder?: string;
}

export interface ColumnDefinition<K extends string = string> {
  key: K;
  title: string;
  kind?: ColumnKind;
  width?: number;
  /** A closed list of values: cells show the label, the filter is a select ('eq'). */
  options?: readonly { label: string; value: string }[];
  /**
   * A status column of something valid until a date (a coupon's Valid To): an 'Active' row whose
   * `expiresWith` date has passed reads 'Expired' (its stored status stays; issue 37).
   */
  expiresWith?: K;
  /**
   * A 'date' column of days ('YYYY-MM-DD', a PostgreSQL `date`), not of moments: its filter sends
   * the days typed, not the browser's local midnight as an instant (in UTC+8 that is the day
   * before, and the server takes an instant's date).
   */
  dateOnly?: boolean;
}

type Keys<S extends z.ZodObject> = keyof z.infer<S> & string;

export interface ResourceInput<
  Row extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
> {
  /** API path on the gateway, e.g. 'network/Currency'. */
  apiPath: string;
  /** Permission resource name (defaults to the API path). */
  permission?: string;
  labels: { singular: string; plural: string };
  /** Web routes: the list page is `${route}-list`, then `-new`, `-edit/:id`, `-detail/:id`. */
  route: string;
  row: Row;
  create: Create;
  update: Update;
  /** The row's id field. */
  id: Keys<Row>;
  columns: ColumnDefinition<Keys<Row>>[];
  fields: FieldDefinition<Keys<Create>>[];
  filters: Partial<Record<Keys<Row>, readonly FilterOperator[]>>;
  sorts: readonly Keys<Row>[];
  /** The order without a sort of the user's; `then` (ascending) orders rows of equal `column`. */
  defaultSort: { column: Keys<Row>; order: 'asc' | 'desc'; then?: Keys<Row> };
  selectList?: { value: Keys<Row>; label: Keys<Row> };
  /** 'company' rows belong to the working company (X-Company-Code); 'global' are platform-wide. */
  scope: 'company' | 'global';
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** Web: what a row click opens. */
  rowClick?: 'edit' | 'detail';
  /**
   * The spec's route pattern: 'standard' (POST Search, GET GetDetail/{id}, PUT {id}) or 'master'
   * (Promotion, Recommend: POST SearchMaster, GET {id}, PUT Update/{id}); see resourcePaths.
   */
  pattern?: 'standard' | 'master';
  /**
   * Engine features this resource leaves out (Country has no create or delete; a log, such as
   * the SMS log, none of the three: it is read-only, issue 37).
   */
  without?: readonly ('create' | 'update' | 'delete')[];
  /** A valid create and update body: documentation, and the contract test's input. */
  example: {
    create: z.input<Create>;
    update: z.input<Update>;
    /** The working company the example is written for (default: the platform's own). */
    company?: string;
  };
}

export type ResourceDefinition<
  Row extends z.ZodObject = z.ZodObject,
  Create extends z.ZodObject = z.ZodObject,
  Update extends z.ZodObject = z.ZodObject,
> = Required<
  Pick<
    ResourceInput<Row, Create, Update>,
    'permission' | 'pageSizes' | 'defaultPageSize' | 'rowClick' | 'without' | 'pattern'
  >
> &
  ResourceInput<Row, Create, Update>;

export const DEFAULT_PAGE_SIZES = [5, 10, 20, 25, 50, 100] as const;

/**
 * Declares a resource once for the server engine, the web pages and the contract test. Column,
 * filter, sort and field keys are checked against the schemas at compile time.
 */
export function defineResource<
  Row extends z.ZodObject,
  Create extends z.ZodObject,
  Update extends z.ZodObject,
>(input: ResourceInput<Row, Create, Update>): ResourceDefinition<Row, Create, Update> {
  return {
    permission: input.apiPath,
    pageSizes: DEFAULT_PAGE_SIZES,
    defaultPageSize: 10,
    rowClick: 'edit',
    without: [],
    pattern: 'standard',
    ...input,
  };
}

/**
 * The paths of a resource's standard calls (spec section 7), relative to the gateway, for the
 * server engine (with ':id'), the web client and the tests: one place knows both patterns.
 */
export function resourcePaths(
  definition: Pick<ResourceDefinition, 'apiPath' | 'pattern'>,
  id = ':id',
) {
  const base = definition.apiPath;
  const master = definition.pattern === 'master';
  return {
    search: `${base}/${master ? 'SearchMaster' : 'Search'}`,
    selectList: `${base}/GetSelectList`,
    detail: master ? `${base}/${id}` : `${base}/GetDetail/${id}`,
    create: base,
    update: master ? `${base}/Update/${id}` : `${base}/${id}`,
    remove: `${base}/${id}`,
  };
}

/** The fields of a declaration that hold an uploaded file, with their kind. */
export function fileFieldsOf(definition: Pick<ResourceDefinition, 'fields'>) {
  return definition.fields.flatMap((f) =>
    f.input === 'image' || f.input === 'document'
      ? [{ key: f.key, label: f.label, kind: f.input }]
      : [],
  );
}

/** Any resource, whatever its schemas: what the engine, the registry and the web pages take. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyResourceDefinition = ResourceDefinition<any, any, any>;
