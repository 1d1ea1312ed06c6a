import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { Profile } from '@wander/contract';
import { sessionActions } from '../lib/session/session';

/** One API call as the mocked fetch saw it (path relative to the gateway). */
export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  formData: FormData | null;
}

/** A JSON answer, or (with `file`) a file answer: raw content with its type and name. */
export type ApiAnswer = {
  status?: number;
  body: unknown;
  file?: { type: string; name: string };
};
export type ApiHandler = (call: SeenCall) => ApiAnswer | undefined;

export const ok = (data: unknown, message: string | null = null) => ({
  body: { statusCode: 0, message, data },
});

/** A file the API sends itself (a PDF, an Excel export). */
export const file = (content: string, type: string, name: string): ApiAnswer => ({
  body: content,
  file: { type, name },
});

/** Mocks fetch at the API client's edge: every call is recorded and answered by `handler`. */
export function mockApi(handler: ApiHandler): SeenCall[] {
  const calls: SeenCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(String(input));
      const path = url.pathname.replace(/^.*?\/api\//, '');
      const raw = init.body;
      const call: SeenCall = {
        method: init.method ?? 'GET',
        path,
        query: url.searchParams,
        body: typeof raw === 'string' ? JSON.parse(raw) : undefined,
        formData: raw instanceof FormData ? raw : null,
      };
      calls.push(call);
      const answer = handler(call) ?? {
        status: 404,
        body: { statusCode: 404, message: 'Not found' },
      };
      if (answer.file) {
        return new Response(String(answer.body), {
          status: answer.status ?? 200,
          headers: {
            'content-type': answer.file.type,
            'content-disposition': `attachment; filename="${answer.file.name}"`,
          },
        });
      }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export function signInAs(profile: Profile, company?: { code: string; name: string }) {
  localStorage.clear();
  sessionActions.signedIn(
    {
      access_token: 'access',
      refresh_token: 'refresh',
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'openid',
    },
    false,
  );
  sessionActions.profileLoaded(profile);
  if (company) sessionActions.companySelected(company.code, company.name);
}

/** Renders `element` at `path` (pattern `pattern`) with a fresh query cache; returns the router. */
export async function renderAt(
  element: ReactElement,
  { path, pattern, others = [] }: { path: string; pattern: string; others?: RouteObject[] },
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [{ path: pattern, element }, ...others, { path: '*', element: <p>elsewhere</p> }],
    { initialEntries: [path] },
  );
  await act(async () => {
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}
