import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { redirectSignedOutVisit } from './routes/signed-out-start';
import { getSession } from './session/session';

redirectSignedOutVisit(getSession().isAuthenticated);
const router = createAppRouter();

/** The app: the hash router (the antd theme is the AntdFrame route's, see router.tsx). */
export function Root() {
  return <RouterProvider router={router} />;
}
