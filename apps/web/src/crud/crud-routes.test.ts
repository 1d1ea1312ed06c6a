import { describe, expect, it } from 'vitest';
import { resources } from '@wander/contract';
import { ADMIN_ROUTES } from '../app/routes/admin-routes';
import { GENERAL_ROUTES } from '../app/routes/general-routes';
import { SETUP_ROUTES } from '../app/routes/setup-routes';
import { CATALOG_OF, loadCrudConfig, registeredCrudRoutes } from './crud-routes';

describe('crud routes', () => {
  it('every resource route a section registers has a declaration or a catalog entry', async () => {
    expect(
      Object.keys({ ...ADMIN_ROUTES, ...GENERAL_ROUTES, ...SETUP_ROUTES }).length,
    ).toBeGreaterThan(0);
    expect(registeredCrudRoutes.size).toBeGreaterThan(10);
    for (const route of registeredCrudRoutes) {
      expect(await loadCrudConfig(route), route).toBeDefined();
    }
  });

  it('a plain resource is served from its declaration alone', async () => {
    const bank = resources.find((r) => r.route === '/general/bank');
    expect(await loadCrudConfig('/general/bank')).toEqual({ resource: bank });
    expect(await loadCrudConfig('/general/no-such-thing')).toBeUndefined();
    expect((await loadCrudConfig('/admin/user'))?.listPath).toBe('/admin/users');
  });

  it('each catalog entry is reached through CATALOG_OF, and only there', async () => {
    const [main, admin, lists] = await Promise.all([
      import('./resource-catalog'),
      import('./admin-resource-catalog'),
      import('./list-resource-catalog'),
    ]);
    const routed = Object.keys(CATALOG_OF).sort();
    expect(
      [...Object.keys(admin.ADMIN_CRUD_CATALOG), ...Object.keys(lists.LIST_CRUD_CATALOG)].sort(),
    ).toEqual(routed);
    for (const route of Object.keys(main.CRUD_CATALOG)) expect(routed).not.toContain(route);
  });
});
