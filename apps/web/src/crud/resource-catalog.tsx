import {
  apiLogResource,
  companyProfileResource,
  currencyResource,
  emailLogList,
  notificationBatchList,
  promotionResource,
  resources,
  settingsResource,
  smsLogList,
  uomResource,
  userResource,
} from '@wander/contract';
import { isPlatformAdmin } from '../app/access/permissions';
import { deleteUsers, updateUserWithRoles, USER_EDIT_FIELDS } from '../modules/admin/user-calls';
import { CurrencyPredefinedPicker } from '../modules/network/currency-predefined';
import type { CrudConfig } from './crud-types';

/**
 * What the generic pages need beyond a resource's declaration, by route: only the resources the
 * spec asks more of, and the read-only lists that are not in the contract's registry. A plain
 * resource needs no entry here: its declaration (found by its `route` in the registry) is enough.
 * Loaded lazily with the pages.
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
  '/general/sms': { resource: smsLogList },
  '/general/email-log': {
    resource: emailLogList,
    // Read-only: the detail shows the message as it was queued, and how its delivery went.
    editFields: [
      { key: 'toEmail', label: 'To' },
      { key: 'subject', label: 'Subject' },
      { key: 'template', label: 'Template' },
      { key: 'status', label: 'Status' },
      { key: 'attempts', label: 'Attempts' },
      { key: 'lastError', label: 'Last Error' },
      { key: 'textBody', label: 'Message', input: 'textarea' },
    ],
  },
  '/general/notification': {
    resource: notificationBatchList,
    openRow: (row) => `/general/notification-detail/${encodeURIComponent(String(row.title))}`,
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

/** A resource's web route, e.g. '/general/currency' (its list is '/general/currency-list'). */
export type CrudRoute = `/${string}`;

/** The generic pages' configuration of a route: the catalog's entry, else the plain declaration. */
export function crudConfigOf(route: CrudRoute): CrudConfig | undefined {
  const configured = (CRUD_CATALOG as Record<string, CrudConfig>)[route];
  if (configured) return configured;
  const resource = resources.find((r) => r.route === route);
  return resource ? { resource } : undefined;
}
