import { createHashRouter, Navigate, Outlet, type RouteObject } from 'react-router';
import { PageViewReporter } from './analytics/page-view';
import { ADMIN_ROUTES } from './routes/admin-routes';
import { GENERAL_ROUTES } from './routes/general-routes';
import { SETUP_ROUTES } from './routes/setup-routes';
import { lazyPage } from './routes/screen-routes';
import {
  PUBLIC_SCREENS,
  SECTIONS,
  TOP_SCREENS,
  type RouteHandle,
  type SectionDef,
} from './routes/sections';

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
  signedInLayout: (() =>
    import('./shells/signed-in-layout').then((m) => ({ Component: m.SignedInLayout }))) as Lazy,
  sectionShell: (() =>
    import('./shells/section-shell').then((m) => ({ Component: m.SectionShell }))) as Lazy,
  sectionIndex: (() =>
    import('./shells/section-shell').then((m) => ({ Component: m.SectionIndex }))) as Lazy,
};

/** Public account screens, each its own lazy chunk (the sign-in chunk stays within budget). */
const PUBLIC_PAGES: Record<string, Lazy> = {
  'sign-up': lazyPage(() => import('../modules/identity/sign-up-page').then((m) => m.SignUpPage)),
  'distributor-sign-up': lazyPage(() =>
    import('../modules/identity/distributor-sign-up-page').then((m) => m.DistributorSignUpPage),
  ),
  'agent-sign-up': lazyPage(() =>
    import('../modules/identity/agent-sign-up-page').then((m) => m.AgentSignUpPage),
  ),
  'confirm-email': lazyPage(() =>
    import('../modules/identity/confirm-email-page').then((m) => m.ConfirmEmailPage),
  ),
  'forgot-password': lazyPage(() =>
    import('../modules/identity/forgot-password-page').then((m) => m.ForgotPasswordPage),
  ),
  'reset-password': lazyPage(() =>
    import('../modules/identity/reset-password-page').then((m) => m.ResetPasswordPage),
  ),
};

/** Signed-in screens outside the sections that are built, by path. */
const TOP_PAGES: Record<string, Lazy> = {
  invitations: lazyPage(() =>
    import('../modules/network/invitations-page').then((m) => m.InvitationsPage),
  ),
};

/** Screens built for real, by `section/path`; the rest render the "not available yet" frame. */
const REAL_SCREENS: Record<string, Lazy> = {
  ...ADMIN_ROUTES,
  ...GENERAL_ROUTES,
  ...SETUP_ROUTES,
};

function RootLayout() {
  return (
    <>
      <PageViewReporter />
      <Outlet />
    </>
  );
}

function sectionRoute(section: SectionDef): RouteObject {
  return {
    path: section.key,
    lazy: page.sectionShell,
    handle: { title: section.title, section: section.key } satisfies RouteHandle,
    children: [
      {
        index: true,
        lazy: page.sectionIndex,
        handle: { title: section.title, section: section.key },
      },
      ...section.screens.map((screen): RouteObject => ({
        path: screen.path,
        lazy: REAL_SCREENS[`${section.key}/${screen.path}`] ?? page.placeholder,
        handle: {
          title: screen.title,
          section: section.key,
          roles: screen.roles,
        } satisfies RouteHandle,
      })),
    ],
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: () => null,
    children: [
      { path: 'sign-in', lazy: page.signIn, handle: { title: 'Sign In' } },
      ...PUBLIC_SCREENS.map((screen): RouteObject => ({
        path: screen.path,
        lazy: PUBLIC_PAGES[screen.path] ?? page.publicPlaceholder,
        handle: { title: screen.title } satisfies RouteHandle,
      })),
      {
        lazy: page.signedInLayout,
        children: [
          { index: true, lazy: page.dashboard, handle: { title: 'Dashboard' } },
          { path: 'profile', lazy: page.profile, handle: { title: 'Profile' } },
          ...TOP_SCREENS.map((screen): RouteObject => ({
            path: screen.path,
            lazy: TOP_PAGES[screen.path] ?? page.placeholder,
            handle: { title: screen.title, roles: screen.roles } satisfies RouteHandle,
          })),
          ...Object.values(SECTIONS).map(sectionRoute),
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(appRoutes);
}
