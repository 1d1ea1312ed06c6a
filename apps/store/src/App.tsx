import { lazy, Suspense, type ComponentType } from 'react';
import { navigate, useRoute, type Route } from './router';
import { Layout } from './ui/Layout';
import { Loading } from './ui/ui';
import { Home } from './pages/Home';
import { settings } from './settings';

type Page = ComponentType<{ route: Route }>;
const page = (load: () => Promise<{ default: Page }>) => lazy(load);

/** The store's pages by their first path segment (each its own chunk, but home). */
const PAGES: Record<string, Page> = {
  destination: page(() => import('./pages/Destination')),
  region: page(() => import('./pages/Region')),
  plan: page(() => import('./pages/Plan')),
  cart: page(() => import('./pages/Cart')),
  'sign-in': page(() => import('./pages/SignIn')),
  'sign-up': page(() => import('./pages/SignUp')),
  'confirm-email': page(() => import('./pages/ConfirmEmail')),
  'reset-password': page(() => import('./pages/ResetPassword')),
  esims: page(() => import('./pages/Esims')),
  orders: page(() => import('./pages/Orders')),
  account: page(() => import('./pages/Account')),
  devices: page(() => import('./pages/Devices')),
};

/** A referral link to the store's root (`/store/?ref=CODE`, the old store's form) signs up. */
const ref = new URLSearchParams(window.location.search).get('ref');
if (ref && window.location.pathname.replace(/\/$/, '') === settings.root.replace(/\/$/, '')) {
  navigate(`sign-up?ref=${encodeURIComponent(ref)}`, { replace: true });
}

export function App() {
  const route = useRoute();
  const Current = PAGES[route.segments[0] ?? ''] ?? Home;
  return (
    <Layout route={route}>
      <Suspense fallback={<Loading />}>
        <Current route={route} />
      </Suspense>
    </Layout>
  );
}
