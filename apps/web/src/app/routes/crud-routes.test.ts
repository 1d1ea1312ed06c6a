import { describe, expect, it } from 'vitest';
import { resources } from '@wander/contract';
import { ADMIN_ROUTES } from './admin-routes';
import { GENERAL_ROUTES } from './general-routes';
import { SETUP_ROUTES } from './setup-routes';
import { TOP_ROUTES } from './top-routes';
import { loadCrudConfig, registeredCrudRoutes } from '../../crud/crud-routes';

describe('crud routes', () => {
  it('every resource route a section registers has a declaration or a catalog entry', async () => {
    expect(
      Object.keys({ ...ADMIN_ROUTES, ...GENERAL_ROUTES, ...SETUP_ROUTES, ...TOP_ROUTES }).length,
    ).toBeGreaterThan(0);
    expect(registeredCrudRoutes.size).toBeGreaterThan(10);
    for (const route of registeredCrudRoutes.keys()) {
      expect(await loadCrudConfig(route), route).toBeDefined();
    }
  });

  it('every declared resource with a web route is served by its section', async () => {
    for (const resource of resources) {
      expect((await loadCrudConfig(resource.route as `/${string}`))?.resource, resource.route).toBe(
        resource,
      );
    }
  });

  it('a plain resource is served from its declaration alone, from its own section only', async () => {
    const bank = resources.find((r) => r.route === '/general/bank');
    expect(await loadCrudConfig('/general/bank')).toEqual({ resource: bank });
    expect(await loadCrudConfig('/general/no-such-thing')).toBeUndefined();
    expect((await loadCrudConfig('/admin/user'))?.listPath).toBe('/admin/users');
    const setup = await import('./setup-resource-catalog');
    expect(setup.crudConfigOf('/general/bank')).toBeUndefined();
    // A plain resource's pages load its declaration alone, not a catalog of the section.
    expect(setup.crudConfigOf('/setup/payment-term')).toBeUndefined();
  });
});
