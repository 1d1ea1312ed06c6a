import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { redirectSignedOutVisit } from './routes/signed-out-start';
import { getSession } from './session/session';

redirectSignedOutVisit(getSession().isAuthenticated);
const router = createAppRouter();

/**
 * Settles once the router has loaded the first route's lazy modules. The app renders after it:
 * RouterProvider reads `router.state` when it renders and subscribes in a layout effect after, so
 * an initialisation finished in between (the first render is a transition, which yields; a
 * cached route chunk comes in meanwhile) was never seen, and the page stayed blank (about one
 * sign-in page in twenty, in e2e and Lighthouse).
 */
export const routerReady: Promise<void> = router.state.initialized
  ? Promise.resolve()
  : new Promise((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });

/** The app: the hash router (the antd theme is the AntdFrame route's, see router.tsx). */
export function Root() {
  return <RouterProvider router={router} />;
}
