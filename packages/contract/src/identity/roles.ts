/** The eight role names of spec section 6. */
export const ROLE_NAMES = [
  'OperatorAdmin',
  'DmsAdmin',
  'CompanyAdmin',
  'CompanyOperator',
  'Agent',
  'Customer',
  'OperatorStaff',
  'CustomerService',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const Role = Object.fromEntries(ROLE_NAMES.map((r) => [r, r])) as { [K in RoleName]: K };

/** Permission actions named in the spec; resources may add their own. */
export const ACTIONS = ['View', 'Create', 'Update', 'Delete', 'ViewReceivedOrders'] as const;
export type Action = (typeof ACTIONS)[number] | (string & {});

/** Permission resource names used by the foundation. Later areas add theirs next to their resources. */
export const Resource = {
  PurchaseOrders: 'network/PurchaseOrders',
  CompanyProfiles: 'network/CompanyProfiles',
  Users: 'admin/Users',
  Roles: 'admin/Roles',
  Permissions: 'admin/Permissions',
  Wallet: 'payment/Wallet',
  Invoices: 'payment/Invoices',
  UsageReport: 'network/WanderUsageReport',
} as const;

/** The platform's own brand code: companies with another customCode do not see brand-word menu items. */
export const PLATFORM_CUSTOM_CODE = 'WANDER';
/** The brand word as it appears in kebab-case paths. */
export const BRAND_PATH_WORD = 'wander';
