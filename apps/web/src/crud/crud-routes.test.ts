import { describe, expect, it } from 'vitest';
import { resources } from '@wander/contract';
import { ADMIN_ROUTES } from '../app/routes/admin-routes';
import { GENERAL_ROUTES } from '../app/routes/general-routes';
import { SETUP_ROUTES } from '../app/routes/setup-routes';
import { registeredCrudRoutes } from './crud-routes';
import { crudConfigOf } from './resource-catalog';

describe('crud routes', () => {
  it('every resource route a section registers has a declaration or a catalog entry', () => {
    expect(
      Object.keys({ ...ADMIN_ROUTES, ...GENERAL_ROUTES, ...SETUP_ROUTES }).length,
    ).toBeGreaterThan(0);
    expect(registeredCrudRoutes.size).toBeGreaterThan(10);
    for (const route of registeredCrudRoutes) {
      expect(crudConfigOf(route), route).toBeDefined();
    }
  });

  it('a plain resource is served from its declaration alone', () => {
    const bank = resources.find((r) => r.route === '/general/bank');
    expect(crudConfigOf('/general/bank')).toEqual({ resource: bank });
    expect(crudConfigOf('/general/no-such-thing')).toBeUndefined();
  });
});
