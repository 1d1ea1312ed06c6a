import { resources, Resource } from '@wander/contract';

const CRUD = ['View', 'Create', 'Update', 'Delete'];

/** Every permission resource the matrix offers, with the actions it knows. */
export function permissionCatalog(): { resourceName: string; label: string; actions: string[] }[] {
  const entries = new Map<string, { label: string; actions: string[] }>();
  const add = (resourceName: string, label: string, actions: string[]) => {
    const entry = entries.get(resourceName) ?? { label, actions: [] };
    for (const a of actions) if (!entry.actions.includes(a)) entry.actions.push(a);
    entries.set(resourceName, entry);
  };
  add(Resource.PurchaseOrders, 'Purchase Orders', [...CRUD, 'ViewReceivedOrders']);
  add(Resource.Wallet, 'Wallet', ['View']);
  add(Resource.Users, 'Users', CRUD);
  add(Resource.Roles, 'Roles', CRUD);
  add(Resource.Permissions, 'Permissions', ['View', 'Update']);
  add('admin/ApiLogs', 'Logs', ['View']);
  add(Resource.CompanyProfiles, 'Companies', CRUD);
  for (const r of resources) add(r.permission, r.labels.plural, CRUD);
  return [...entries]
    .map(([resourceName, e]) => ({ resourceName, ...e }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
