import { Resource, type RoleName } from '@wander/contract';

const CRUD = ['View', 'Create', 'Update', 'Delete'];
const all = (resource: string) => CRUD.map((permission) => ({ resource, permission }));
const view = (resource: string) => [{ resource, permission: 'View' }];

/** Back-office resources a company runs (menus show by View; the server checks every action). */
const COMPANY_RESOURCES = [
  'network/CompanyProfiles',
  'network/Settings',
  'network/TaxCodes',
  'network/TaxGroups',
  'network/ItemTaxGroups',
  'network/SaleOrders',
  'customer/Customers',
  'customer/CustomerGroups',
  'product/Product',
  'product/WanderSerialNumber',
  'product/Location',
  'payment/Invoices',
  'payment/PaymentTerms',
  'agent/Agents',
];

/**
 * The default grants of each role. DmsAdmin needs none (it passes every check). Roles and grants
 * are edited later through the permission matrix; the seed only inserts what is missing.
 */
export const DEFAULT_GRANTS: Record<RoleName, { resource: string; permission: string }[]> = {
  DmsAdmin: [],
  OperatorAdmin: [
    ...all(Resource.PurchaseOrders),
    { resource: Resource.PurchaseOrders, permission: 'ViewReceivedOrders' },
    ...COMPANY_RESOURCES.flatMap(all),
    ...view(Resource.Permissions),
  ],
  CompanyAdmin: [
    ...all(Resource.PurchaseOrders),
    { resource: Resource.PurchaseOrders, permission: 'ViewReceivedOrders' },
    ...COMPANY_RESOURCES.flatMap(all),
    ...all(Resource.Users),
    ...view(Resource.Permissions),
    { resource: Resource.Permissions, permission: 'Update' },
  ],
  CompanyOperator: [
    ...all(Resource.PurchaseOrders),
    { resource: Resource.PurchaseOrders, permission: 'ViewReceivedOrders' },
    ...COMPANY_RESOURCES.flatMap(view),
  ],
  Agent: [...view(Resource.PurchaseOrders), ...view('agent/Agents')],
  Customer: [
    ...all(Resource.PurchaseOrders),
    ...view(Resource.Wallet),
  ],
  OperatorStaff: [...view(Resource.PurchaseOrders), ...view('product/Product')],
  CustomerService: [...view(Resource.PurchaseOrders), ...view('customer/Customers')],
};
