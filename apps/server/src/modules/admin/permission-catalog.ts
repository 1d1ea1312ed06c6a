import {
  APPROVE,
  resources,
  Resource,
  VIEW_CUSTOMER_WALLETS,
  WALLET_ADJUSTMENT,
} from '@wander/contract';
import { DEFAULT_GRANTS } from '../../seed/role-grants.js';

const CRUD = ['View', 'Create', 'Update', 'Delete'];

/** 'customer/CustomerGroups' -> 'Customer Groups'. */
const labelOf = (resourceName: string) =>
  (resourceName.split('/').pop() ?? resourceName).replace(/([a-z])([A-Z])/g, '$1 $2');

/** Every permission resource the matrix offers, with the actions it knows. */
export function permissionCatalog(): { resourceName: string; label: string; actions: string[] }[] {
  const entries = new Map<string, { label: string; actions: string[] }>();
  const add = (resourceName: string, label: string, actions: string[]) => {
    const entry = entries.get(resourceName) ?? { label, actions: [] };
    for (const a of actions) if (!entry.actions.includes(a)) entry.actions.push(a);
    entries.set(resourceName, entry);
  };
  add(Resource.PurchaseOrders, 'Purchase Orders', [...CRUD, 'ViewReceivedOrders']);
  add(Resource.Wallet, 'Wallet', ['View', VIEW_CUSTOMER_WALLETS]);
  add(Resource.Users, 'Users', CRUD);
  add(Resource.Roles, 'Roles', CRUD);
  add(Resource.Permissions, 'Permissions', ['View', 'Update']);
  add('admin/ApiLogs', 'Logs', ['View']);
  add(WALLET_ADJUSTMENT, 'Wallet Adjustments', ['View', 'Create', APPROVE]);
  add(Resource.CompanyProfiles, 'Companies', CRUD);
  for (const r of resources) {
    add(
      r.permission,
      r.labels.plural,
      CRUD.filter((a) => !r.without.includes(a.toLowerCase() as 'create' | 'delete')),
    );
  }
  // Everything a role can be granted by default is in the matrix too, so saving a role back as a
  // whole never drops a grant the screen did not show.
  for (const grants of Object.values(DEFAULT_GRANTS)) {
    for (const g of grants) add(g.resource, labelOf(g.resource), [g.permission]);
  }
  return [...entries]
    .map(([resourceName, e]) => ({ resourceName, ...e }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
