import { Role } from '@wander/contract';
import type { MenuEntry } from './menu-model';
import { PLATFORM_ADMIN_ONLY, screensOf, type ScreenDef } from './screens';

const USER_ADMINS = [Role.DmsAdmin, Role.CompanyAdmin] as const;

/** Admin sidebar (spec section 6). */
export const ADMIN_MENU: readonly MenuEntry[] = [
  { label: 'Users', path: 'users', roles: USER_ADMINS },
  { label: 'Roles', path: 'roles', roles: PLATFORM_ADMIN_ONLY },
  { label: 'Permissions', path: 'permissions', roles: USER_ADMINS },
  { label: 'Customer Permissions', path: 'customer-group-permissions', roles: PLATFORM_ADMIN_ONLY },
  { label: 'Logs', path: 'logs', roles: PLATFORM_ADMIN_ONLY },
];

export const ADMIN_SCREENS: readonly ScreenDef[] = screensOf(ADMIN_MENU, [
  { path: 'user-new', title: 'New User', roles: USER_ADMINS },
  { path: 'user-edit/:id', title: 'Edit User', roles: USER_ADMINS },
  { path: 'user-detail/:id', title: 'User Detail', roles: USER_ADMINS },
  { path: 'log-detail/:id', title: 'Log Detail', roles: PLATFORM_ADMIN_ONLY },
]);
