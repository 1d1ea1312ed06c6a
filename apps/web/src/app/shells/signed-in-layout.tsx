import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { lazy, Suspense } from 'react';
import { canAccessRoles } from '../../lib/access/permissions';
import { AppHeader } from '../header/app-header';
import { queryClient } from '../../lib/query-client';
import { setupRedirect, signInStateFor } from '../../lib/routes/guards';
import { useRouteHandle, useRouteRoles } from '../../lib/routes/route-handle';
import { useSession } from '../../lib/session/session';

const NotAllowed = lazy(() => import('./not-allowed').then((m) => ({ default: m.NotAllowed })));

/**
 * Every signed-in route: sign-in guard (remembering the origin), the company-setup guard, the
 * route roles guard, then the header and the page.
 */
export function SignedInLayout() {
  const location = useLocation();
  const session = useSession();
  const rolesLists = useRouteRoles();
  const inSection = !!useRouteHandle()?.section;

  if (!session.isAuthenticated) {
    return (
      <Navigate to="/sign-in" replace state={signInStateFor(location.pathname, location.search)} />
    );
  }
  const setupPath = setupRedirect(
    session.profile,
    session.company,
    location.pathname,
    location.search,
  );
  if (setupPath) return <Navigate to={setupPath} replace />;
  const allowed = rolesLists.every((roles) => canAccessRoles(session.profile, roles));

  return (
    <QueryClientProvider client={queryClient}>
      <div className="app-layout">
        <AppHeader />
        {allowed && inSection ? (
          <Outlet />
        ) : (
          <main className="app-content">
            {allowed ? (
              <Outlet />
            ) : (
              <Suspense fallback={null}>
                <NotAllowed />
              </Suspense>
            )}
          </main>
        )}
      </div>
    </QueryClientProvider>
  );
}
