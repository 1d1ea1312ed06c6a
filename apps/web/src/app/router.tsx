import {
  createHashRouter,
  Navigate,
  Outlet,
  type RouteObject,
  type RouterInit,
} from 'react-router';
import { PageViewReporter } from './analytics/page-view';
import type { ScreenDef } from './menus/screens';
import { closeMessagesOnNavigation } from './routes/close-messages-on-navigation';
import { isLightRoute } from './routes/light-routes';
import { TOP_ROUTES } from './routes/top-routes';
import { PUBLIC_ROUTES } from './routes/public-routes';
import { loadSection } from './routes/section-loader';
import { PUBLIC_SCREENS, TOP_SCREENS, type SectionDef } from './routes/sections';
import {
  SECTION_INFO,
  sectionKeyOf,
  type RouteHandle,
  type SectionInfo,
  type SectionKey,
} from '../lib/routes/route-handle';

type Lazy = NonNullable<RouteObject['lazy']>;

/** Route-level code splitting: every screen module loads on first visit. */
const page = {
  signIn: (() =>
    import('../modules/identity/sign-in-page').then((m) => ({ Component: m.SignInPage }))) as Lazy,
  profile: (() =>
    import('../modules/identity/profile-page').then((m) => ({ Component: m.ProfilePage }))) as Lazy,
  dashboard: (() =>
    import('../modules/dashboard/dashboard-page').then((m) => ({
      Component: m.DashboardPage,
    }))) as Lazy,
  placeholder: (() =>
    import('./shells/placeholder-page').then((m) => ({ Component: m.PlaceholderPage }))) as Lazy,
  publicPlaceholder: (() =>
    import('./shells/placeholder-page').then((m) => ({
      Component: m.PublicPlaceholderPage,
    }))) as Lazy,
  antdFrame: (() =>
    import('./shells/antd-frame').then((m) => ({ Component: m.AntdFrame }))) as Lazy,
  signedInLayout: (() =>
    import('./shells/signed-in-layout').then((m) => ({ Component: m.SignedInLayout }))) as Lazy,
  sectionIndex: (() =>
    import('./shells/section-shell').then((m) => ({ Component: m.SectionIndex }))) as Lazy,
};

function RootLayout() {
  return (
    <>
      <PageViewReporter />
      <Outlet />
    </>
  );
}

const sectionRouteId = (key: SectionKey) => `section-${key}`;

/** The shell of a section with its menu: the section's chunk loads beside the shell's. */
function sectionShell(key: SectionKey): Lazy {
  return (async () => {
    const [{ SectionShell, SectionProvider }, section] = await Promise.all([
      import('./shells/section-shell'),
      loadSection(key),
    ]);
    function Shell() {
      return (
        <SectionProvider value={section}>
          <SectionShell />
        </SectionProvider>
      );
    }
    return { Component: Shell };
  }) as Lazy;
}

/**
 * A section's route in the entry: its shell and index only. Its screens are patched in from the
 * section's own chunk on the first navigation into it (patchRoutesOnNavigation).
 */
function sectionRoute(section: SectionInfo): RouteObject {
  const handle = { title: section.title, section: section.key } satisfies RouteHandle;
  return {
    id: sectionRouteId(section.key),
    path: section.key,
    lazy: sectionShell(section.key),
    handle,
    children: [{ index: true, lazy: page.sectionIndex, handle }],
  };
}

/** The screens of a loaded section, as child routes of its shell. */
export function sectionScreenRoutes(section: SectionDef): RouteObject[] {
  const route = (screen: ScreenDef): RouteObject => ({
    path: screen.path,
    lazy: section.routes[`${section.key}/${screen.path}`] ?? page.placeholder,
    handle: {
      title: screen.title,
      section: section.key,
      roles: screen.roles,
    } satisfies RouteHandle,
  });
  // The light screens (plain markup, issue 30) outside the antd frame; the others inside it.
  const light = (screen: ScreenDef) => isLightRoute(`${section.key}/${screen.path}`);
  return [
    ...section.screens.filter((s) => light(s)).map(route),
    { lazy: page.antdFrame, children: section.screens.filter((s) => !light(s)).map(route) },
  ];
}

function publicRoute(screen: ScreenDef): RouteObject {
  return {
    path: screen.path,
    lazy: PUBLIC_ROUTES[screen.path] ?? page.publicPlaceholder,
    handle: { title: screen.title } satisfies RouteHandle,
  };
}

function topRoute(screen: ScreenDef): RouteObject {
  return {
    path: screen.path,
    lazy: TOP_ROUTES[screen.path] ?? page.placeholder,
    handle: { title: screen.title, roles: screen.roles } satisfies RouteHandle,
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      // Plain markup: no antd on the first screen a visitor sees, nor in the PDF viewer.
      { path: 'sign-in', lazy: page.signIn, handle: { title: 'Sign In' } },
      ...PUBLIC_SCREENS.filter((screen) => screen.plain).map(publicRoute),
      {
        lazy: page.antdFrame,
        children: [...PUBLIC_SCREENS.filter((screen) => !screen.plain).map(publicRoute)],
      },
      {
        lazy: page.signedInLayout,
        children: [
          // The light screens (every role's dashboard, the customer's): plain markup, no antd
          // frame (issue 30).
          { index: true, lazy: page.dashboard, handle: { title: 'Dashboard' } },
          ...TOP_SCREENS.filter((screen) => isLightRoute(screen.path)).map(topRoute),
          // A section's shell is plain markup; its screens are in the antd frame but the light ones.
          ...Object.values(SECTION_INFO).map(sectionRoute),
          {
            lazy: page.antdFrame,
            children: [
              { path: 'profile', lazy: page.profile, handle: { title: 'Profile' } },
              ...TOP_SCREENS.filter((screen) => !isLightRoute(screen.path)).map(topRoute),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** Lazy route discovery: a section's route table arrives with its chunk (one per router). */
export function sectionDiscovery(): Pick<RouterInit, 'patchRoutesOnNavigation'> {
  const patched = new Set<SectionKey>();
  return {
    async patchRoutesOnNavigation({ path, patch }) {
      const key = sectionKeyOf(path);
      if (!key || patched.has(key)) return;
      const section = await loadSection(key);
      if (patched.has(key)) return;
      patch(sectionRouteId(key), sectionScreenRoutes(section));
      patched.add(key);
    },
  };
}

export function createAppRouter() {
  const router = createHashRouter(appRoutes, sectionDiscovery());
  closeMessagesOnNavigation(router);
  return router;
}
