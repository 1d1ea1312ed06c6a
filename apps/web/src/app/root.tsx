import { useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { redirectSignedOutVisit } from './routes/signed-out-start';
import { getSession } from '../lib/session/session';

redirectSignedOutVisit(getSession().isAuthenticated);
const router = createAppRouter();

/**
 * The router as RouterProvider gets it, noting whether the state it read first was initialised.
 * RouterProvider reads `router.state` when it renders and subscribes in a layout effect after;
 * the first render is a transition, which yields, and a route chunk that came in between
 * finished the router's initialisation unseen: the page stayed blank (about one sign-in page in
 * twenty, in e2e and Lighthouse).
 */
let firstRead: boolean | undefined;
const watched = Object.create(router, {
  state: {
    get() {
      const state = router.state;
      firstRead ??= state.initialized;
      return state;
    },
  },
}) as typeof router;

/** The app: the hash router (the antd theme is the AntdFrame route's, see router.tsx). */
export function Root() {
  // Runs after RouterProvider's layout effect (its subscription), in the same commit: the router
  // initialised since RouterProvider read an uninitialised state means it missed that, so it
  // mounts again with the router's state (its tree held nothing yet). Otherwise nothing happens.
  const [mount, setMount] = useState(0);
  useLayoutEffect(() => {
    if (firstRead === false && router.state.initialized) {
      firstRead = undefined;
      setMount(1);
    }
  }, []);
  return <RouterProvider key={mount} router={watched} />;
}
