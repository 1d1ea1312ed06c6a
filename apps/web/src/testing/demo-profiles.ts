import type { CompanyInfo, Profile, ProfileCompany } from '@wander/contract';

/** Profiles shaped like the six demo accounts (api-contract.md "Demo data"). Test fixtures only. */
const company = (
  entityCode: string,
  customCode: string,
  isSetupFully: boolean,
): ProfileCompany => ({
  entityCode,
  companyName: `${entityCode} Company`,
  label: `${entityCode} Company`,
  customCode,
  isSetupFully,
});

const PLATFORM = company('WANDER', 'WANDER', true);
const DIST = company('DIST1', 'DIST1', true);
const NEW_DIST = company('DIST2', 'DIST2', false);

const view = (...resources: string[]) =>
  resources.map((resourceName) => ({ resourceName, permission: 'View' }));

function profile(email: string, roleNames: string[], extra: Partial<Profile> = {}): Profile {
  return {
    userId: email,
    email,
    firstName: email.split('@')[0],
    lastName: 'Demo',
    userName: email,
    roleNames,
    userRoleEntities: roleNames.map((roleName) => ({ roleName, entityCode: 'WANDER' })),
    isDmsAdmin: false,
    permissions: [],
    companies: [],
    ...extra,
  };
}

export const demoProfiles = {
  admin: profile('admin@wander.demo', ['DmsAdmin'], { isDmsAdmin: true, companies: [PLATFORM] }),
  operator: profile('operator@wander.demo', ['OperatorAdmin'], {
    companies: [PLATFORM],
    permissions: view(
      'network/PurchaseOrders',
      'network/Currency',
      'network/Settings',
      'product/Product',
    ),
  }),
  distributor: profile('distributor@wander.demo', ['CompanyAdmin'], {
    companies: [DIST],
    userRoleEntities: [{ roleName: 'CompanyAdmin', entityCode: 'DIST1' }],
    permissions: view('network/PurchaseOrders', 'network/CompanyProfiles', 'product/Product'),
  }),
  newdistributor: profile('newdistributor@wander.demo', ['CompanyAdmin'], {
    companies: [NEW_DIST],
    userRoleEntities: [{ roleName: 'CompanyAdmin', entityCode: 'DIST2' }],
    permissions: view('network/PurchaseOrders', 'network/CompanyProfiles'),
  }),
  customer: profile('customer@wander.demo', ['Customer'], {
    companies: [DIST],
    userRoleEntities: [{ roleName: 'Customer', entityCode: 'DIST1' }],
    // Among the Customer role's default grants (seed/role-grants.ts).
    permissions: view(
      'network/PurchaseOrders',
      'payment/Wallet',
      'payment/Invoices',
      'network/WanderUsageReport',
    ),
  }),
  agent: profile('agent@wander.demo', ['Agent'], {
    companies: [DIST],
    userRoleEntities: [{ roleName: 'Agent', entityCode: 'DIST1' }],
    // The Agent role's default grants (seed/role-grants.ts).
    permissions: [
      ...view('agent/Agents', 'network/PurchaseOrders', 'network/Invitations'),
      { resourceName: 'network/Invitations', permission: 'Create' },
      { resourceName: 'network/DashboardInfo', permission: 'ViewAgent' },
    ],
  }),
} satisfies Record<string, Profile>;

export type DemoAccount = keyof typeof demoProfiles;

export function companyInfoOf(c: ProfileCompany): CompanyInfo {
  return {
    id: `id-${c.entityCode}`,
    entityCode: c.entityCode,
    companyName: c.companyName,
    customCode: c.customCode,
    companyType: 'Distributor',
    isSetupFully: c.isSetupFully,
    registerNumber: null,
    email: null,
    countryCode: null,
    contactNumber: null,
    address: null,
    defaultCurrency: 'MYR',
  };
}
