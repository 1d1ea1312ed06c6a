import { Resource, Role } from '@wander/contract';
import type { MenuEntry } from './menu-model';
import { PLATFORM_ADMIN_ONLY, screensOf, type ScreenDef } from './screens';

const CRUD = ['new', 'edit'] as const;

/** General sidebar (spec sections 2 and 6). */
export const GENERAL_MENU: readonly MenuEntry[] = [
  {
    label: 'Company',
    path: 'company-list',
    roles: [Role.CompanyAdmin],
    resource: Resource.CompanyProfiles,
  },
  { label: 'Settings', path: 'setting-list', resource: 'network/Settings', screens: CRUD },
  {
    label: 'Currency',
    path: 'currency-list',
    resource: 'network/Currency',
    platformAdminOnly: true,
    screens: CRUD,
  },
  {
    label: 'Exchange Rates',
    children: [
      {
        label: 'Exchange Rate',
        path: 'exchange-rate-list',
        resource: 'network/ExchangeRates',
        platformAdminOnly: true,
        screens: CRUD,
      },
      {
        label: 'Exchange Rate Import',
        path: 'exchange-rate-import',
        resource: 'network/ExchangeRates',
        action: 'Create',
        platformAdminOnly: true,
      },
    ],
  },
  {
    label: 'Country',
    path: 'country-list',
    resource: 'product/Country',
    platformAdminOnly: true,
    screens: ['edit'],
  },
  {
    label: 'Bank',
    path: 'bank-list',
    resource: 'network/BankMaster',
    platformAdminOnly: true,
    screens: CRUD,
  },
  {
    label: 'UOM',
    path: 'uom-list',
    resource: 'network/Uom',
    platformAdminOnly: true,
    screens: CRUD,
  },
  {
    label: 'Tax',
    children: [
      { label: 'Tax Code', path: 'tax-code-list', resource: 'network/TaxCodes', screens: CRUD },
      { label: 'Tax Group', path: 'tax-group-list', resource: 'network/TaxGroups', screens: CRUD },
      {
        label: 'Item Tax Group',
        path: 'item-tax-group-list',
        resource: 'network/ItemTaxGroups',
        screens: CRUD,
      },
    ],
  },
  {
    label: 'Notifications',
    children: [
      {
        label: 'SMS',
        path: 'sms-list',
        resource: 'admin/Notifications',
        screens: ['detail'],
      },
      { label: 'SMS Import', path: 'sms-import', resource: 'admin/Notifications' },
      // Platform staff message anyone, a distributor's admin its own customers and consumers
      // (issue 26): the right to send, not the platform's notification lists.
      {
        label: 'Send Message',
        path: 'fcm-message',
        resource: 'scheduler/Notification',
        action: 'Create',
      },
      { label: 'Notification', path: 'notification-list', resource: 'admin/Notifications' },
      {
        label: 'Email Log',
        path: 'email-log-list',
        resource: 'network/EmailLog',
        screens: ['detail'],
      },
    ],
  },
];

export const COMPANY_DETAIL_PATH = 'company-detail';

export const GENERAL_SCREENS: readonly ScreenDef[] = screensOf(GENERAL_MENU, [
  { path: 'company-new', title: 'New Company', roles: PLATFORM_ADMIN_ONLY },
  { path: 'company-edit/:id', title: 'Edit Company', roles: PLATFORM_ADMIN_ONLY },
  { path: COMPANY_DETAIL_PATH, title: 'Company Detail' },
  { path: 'notification-detail/:title', title: 'Notification Detail' },
]);
