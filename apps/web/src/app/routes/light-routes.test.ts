import { describe, expect, it } from 'vitest';
import { ADMIN_SCREENS } from '../menus/admin-menu';
import { GENERAL_SCREENS } from '../menus/general-menu';
import { SETUP_SCREENS } from '../menus/setup-menu';
import { appRoutes, sectionScreenRoutes } from '../router';
import { LIGHT_ROUTES } from './light-routes';
import { SECTION_INFO } from '../../lib/routes/route-handle';
import { TOP_SCREENS } from './sections';

const routed = new Set([
  '',
  ...TOP_SCREENS.map((s) => s.path),
  ...ADMIN_SCREENS.map((s) => `admin/${s.path}`),
  ...GENERAL_SCREENS.map((s) => `general/${s.path}`),
  ...SETUP_SCREENS.map((s) => `setup/${s.path}`),
]);

describe('the light screens (issue 30)', () => {
  it('are all routes of the app', () => {
    expect(LIGHT_ROUTES.filter((path) => !routed.has(path))).toEqual([]);
  });

  it('are routed outside the antd frame; the other screens inside it', () => {
    const layout = appRoutes[0].children!.find((r) => r.children?.some((c) => c.index))!;
    const outside = layout.children!.filter((r) => r.path !== undefined || r.index);
    expect(outside.map((r) => r.path ?? '')).toEqual(
      expect.arrayContaining(['', 'catalog', 'purchase-order-detail/:id']),
    );
    expect(outside.some((r) => r.path === 'profile' || r.path === 'invitations')).toBe(false);
    const setup = sectionScreenRoutes({
      ...SECTION_INFO.setup,
      menu: [],
      screens: SETUP_SCREENS,
      routes: {},
    });
    const lightSetup = LIGHT_ROUTES.filter((p) => p.startsWith('setup/')).map((p) => p.slice(6));
    expect(setup.filter((r) => r.path).map((r) => r.path)).toEqual(
      SETUP_SCREENS.map((s) => s.path).filter((p) => lightSetup.includes(p)),
    );
    expect(lightSetup).toEqual(expect.arrayContaining(['invoice-list', 'agent-hierarchy']));
    const framed = setup.find((r) => !r.path)!.children!.map((r) => r.path);
    expect(framed).toContain('invoice-new');
    expect(framed).not.toContain('invoice-list');
  });
});
