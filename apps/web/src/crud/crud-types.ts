import type { ComponentType, ReactNode } from 'react';
import type { ApiResult } from '../lib/api';
import {
  resourcePaths,
  type AnyResourceDefinition,
  type FieldDefinition,
  type Profile,
} from '@wander/contract';

/** Where the standard calls of a resource live; defaults follow spec section 7. */
export interface CrudEndpoints {
  search: string;
  detail: (id: string) => string;
  create: string;
  update: (id: string) => string;
  remove: (id: string) => string;
}

export function defaultEndpoints(resource: AnyResourceDefinition): CrudEndpoints {
  const at = (id: string) => resourcePaths(resource, encodeURIComponent(id));
  return {
    search: at('').search,
    detail: (id) => at(id).detail,
    create: resource.apiPath,
    update: (id) => at(id).update,
    remove: (id) => at(id).remove,
  };
}

export type Row = Record<string, unknown>;
export type FormValues = Record<string, unknown>;

/** What the edit form may ask of a resource beyond its declaration. */
export interface FieldOverride {
  /**
   * Where the options come from, when it depends on the form or the record (settings: value
   * options by setting name; uom: the related units of the edited unit). null: no options.
   */
  options?: (ctx: { values: FormValues; id: string | undefined; mode: FormMode }) => {
    path: string;
    query?: Record<string, string | undefined>;
  } | null;
  /** A select whose option list is empty becomes a text field. */
  textWhenNoOptions?: boolean;
}

export interface FormExtras {
  /** Rendered above the fields (the currency Predefined picker). */
  header?: (api: { setValues: (values: FormValues) => void; mode: FormMode }) => ReactNode;
  fields?: Partial<Record<string, FieldOverride>>;
}

export type FormMode = 'create' | 'edit';

/**
 * A resource as the web pages see it: the contract declaration plus, only where the spec asks for
 * more, web extras. Most resources are `{ resource }` and nothing else.
 */
export interface CrudConfig {
  resource: AnyResourceDefinition;
  endpoints?: Partial<CrudEndpoints>;
  /** The list's path when it is not `${route}-list` (the menu's `/admin/users`). */
  listPath?: string;
  /** Fields of the edit mode and the read mode when they differ from the declaration's. */
  editFields?: FieldDefinition[];
  /** A save that is more than `PUT {update}` (users: the user, then its roles). */
  update?: (id: string, values: FormValues) => Promise<ApiResult<Row>>;
  /** Bulk delete of the selected rows (users: DeleteMany). */
  deleteMany?: (ids: string[]) => Promise<ApiResult<null>>;
  form?: FormExtras;
  /**
   * More of the record under the detail and edit pages' panel (a product's variants and prices);
   * load it lazily, it is not part of every generic page.
   */
  detailExtra?: ComponentType<{ id: string; editing: boolean }>;
  /**
   * Whether the working company (its code) may change this record; the pages show others read
   * only (a distributor reads the platform's products). Default: yes.
   */
  canChange?: (row: Row, companyCode: string | null) => boolean;
  /** Where a row click goes when not the declaration's edit/detail page (null: the default). */
  openRow?: (row: Row, profile: Profile | null) => string | null;
  /** false: the list's rows open nothing (a report without a page per row). Default: true. */
  rowsOpen?: boolean;
}

export function endpointsOf(config: CrudConfig): CrudEndpoints {
  return { ...defaultEndpoints(config.resource), ...config.endpoints };
}

/** A resource's web route, e.g. '/general/currency' (its list is '/general/currency-list'). */
export type CrudRoute = `/${string}`;

/** A section's catalog of generic-page configurations, loaded with the section's generic pages. */
export interface CrudCatalog {
  crudConfigOf(route: CrudRoute): CrudConfig | undefined;
}
