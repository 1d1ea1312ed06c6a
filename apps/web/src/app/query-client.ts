import { QueryClient } from '@tanstack/react-query';

/** One query cache for the signed-in screens; the API client already refreshes on 401. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
