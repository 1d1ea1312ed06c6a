import {
  apiLogResource,
  bankMasterResource,
  companyProfileResource,
  countryResource,
  currencyResource,
  itemTaxGroupResource,
  notificationBatchList,
  settingsResource,
  smsLogList,
  taxCodeResource,
  taxGroupResource,
  uomResource,
  userResource,
  wanderPlanResource,
  serialNumberResource,
  productResource,
} from '@wander/contract';
import { isPlatformAdmin } from '../app/access/permissions';
import { deleteUsers, updateUserWithRoles, USER_EDIT_FIELDS } from '../modules/admin/user-calls';
import { CurrencyPredefinedPicker } from '../modules/network/currency-predefined';
import type { CrudConfig } from './crud-types';

/**
 * Every resource the web renders with the generic pages, by its route. Most entries are the
 * declaration alone; extras only where the spec asks for more. Loaded lazily with the pages.
 */
export const CRUD_CATALOG = {
  '/setup/wander-plan': { resource: wanderPlanResource },
  '/setup/wander-serial-number': { resource: serialNumberResource },
  '/setup/product': { resource: productResource },
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
  '/general/country': { resource: countryResource },
  '/general/bank': { resource: bankMasterResource },
  '/general/uom': {
    resource: uomResource,
    form: {
      fields: {
        relatedUomId: {
          options: ({ id }) => ({
            path: id ? `network/Uom/GetRelateUomOptions/${id}` : 'network/Uom/GetSelectList',
          }),
        },
      },
    },
  },
  '/general/tax-code': { resource: taxCodeResource },
  '/general/tax-group': { resource: taxGroupResource },
  '/general/item-tax-group': { resource: itemTaxGroupResource },
  '/general/sms': { resource: smsLogList },
  '/general/notification': {
    resource: notificationBatchList,
    openRow: (row) => `/general/notification-detail/${encodeURIComponent(String(row.title))}`,
  },
  '/admin/user': {
    resource: userResource,
    listPath: '/admin/users',
    endpoints: {
      search: 'admin/Users/search',
      detail: (id) => `admin/Users/${encodeURIComponent(id)}`,
    },
    editFields: USER_EDIT_FIELDS,
    update: updateUserWithRoles,
    deleteMany: deleteUsers,
  },
  '/admin/log': {
    resource: apiLogResource,
    listPath: '/admin/logs',
    endpoints: { detail: (id) => `admin/ApiLogs/${encodeURIComponent(id)}` },
  },
} satisfies Record<string, CrudConfig>;

export type CrudRoute = keyof typeof CRUD_CATALOG;

export function crudConfigOf(route: CrudRoute): CrudConfig {
  return CRUD_CATALOG[route];
}
