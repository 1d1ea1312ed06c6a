import { lazy, Suspense, type ComponentType } from 'react';
import { useRoute, type Route } from './router';
import { Layout } from './ui/Layout';
import { Loading } from './ui/ui';
import { Home } from './pages/Home';

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
