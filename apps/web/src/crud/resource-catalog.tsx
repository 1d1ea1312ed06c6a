import {
  companyProfileResource,
  currencyResource,
  promotionResource,
  settingsResource,
} from '@wander/contract';
import { isPlatformAdmin } from '../app/access/permissions';
import { CurrencyPredefinedPicker } from '../modules/network/currency-predefined';
import type { CrudConfig } from './crud-types';
import { configIn } from './plain-config';

/**
 * What the generic pages need beyond a resource's declaration, by route: only the resources the
 * spec asks more of, and the read-only lists that are not in the contract's registry. A plain
 * resource needs no entry here: its declaration (found by its `route` in the registry) is enough.
 * Loaded lazily with the pages. The admin section's entries (admin-resource-catalog.tsx) and the
 * read-only message lists (list-resource-catalog.tsx) are catalogs of their own, so a page loads
 * only the one its route needs (crud-routes.tsx CATALOG_OF).
 */
export const CRUD_CATALOG = {
  '/general/company': {
    resource: companyProfileResource,
    // A company admin opens its own company (company-edit is for platform admins).
    openRow: (_row, profile) => (isPlatformAdmin(profile) ? null : '/general/company-detail'),
  },
  '/general/setting': {
    resource: settingsResource,
    form: {
      fields: {
        settingName: {
          options: ({ id }) => ({
            path: 'network/Settings/GetSelectList',
            query: { settingId: id },
          }),
        },
        settingValue: {
          options: ({ values }) =>
            typeof values.settingName === 'string' && values.settingName
              ? {
                  path: 'network/Settings/GetValueOptions',
                  query: { settingName: values.settingName },
                }
              : null,
          textWhenNoOptions: true,
        },
      },
    },
  },
  '/general/currency': {
    resource: currencyResource,
    form: {
      header: ({ mode, setValues }) =>
        mode === 'create' ? <CurrencyPredefinedPicker onPick={setValues} /> : null,
    },
  },
  '/setup/promotion': {
    resource: promotionResource,
    form: {
      fields: {
        variantId: {
          options: ({ values }) =>
            typeof values.productId === 'string' && values.productId
              ? { path: `product/ProductVariant/GetSelectList/${values.productId}` }
              : null,
        },
      },
    },
  },
} satisfies Record<string, CrudConfig>;

/** A resource's web route, e.g. '/general/currency' (its list is '/general/currency-list'). */
export type CrudRoute = `/${string}`;

/** The generic pages' configuration of a route: the catalog's entry, else the plain declaration. */
export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  return configIn(CRUD_CATALOG, route);
}
