import { QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from './session/session';

/** One query cache for the signed-in screens; the API client already refreshes on 401. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * A session's answers are its own: when it ends (sign-out, an expired session) the cache goes
 * with it, so the next sign-in reads everything afresh (issue 37: after a sign-in with a recovery
 * code, the profile still said how many codes were left before it, from the last session's cache;
 * another user could have seen the previous one's figures for half a minute).
 */
subscribeSession(() => {
  if (!getSession().isAuthenticated) queryClient.clear();
});
