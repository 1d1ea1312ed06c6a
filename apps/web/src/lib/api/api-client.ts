import { clearAuth, loadAuth, loadWorkingCompany } from '../session/storage';
import { refreshSession, sessionActions, SIGN_IN_HASH } from '../session/session';
import { ApiError } from './api-error';
import { apiUrl, authHeaders, readResponse, send, type ApiResult, type FileResult } from './http';
import { requestRefreshedToken } from './token-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (imports, uploads); the bearer token is sent with it too. */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  /** Call-specific message used when the server sends none. */
  defaultMessage?: string;
  signal?: AbortSignal;
  /** Extra request headers (Idempotency-Key on payments). */
  headers?: Record<string, string>;
}

let refreshing: Promise<string> | null = null;

/**
 * One refresh-token exchange shared by every call that got a 401 meanwhile. When the token call
 * itself fails with a response, the stored auth is cleared and the user goes to the sign-in screen.
 */
function refreshAccessToken(): Promise<string> {
  refreshing ??= (async () => {
    try {
      const auth = loadAuth();
      if (!auth)
        throw new ApiError('Your session has expired. Please sign in again.', { status: 401 });
      const token = await requestRefreshedToken(auth.refreshToken);
      sessionActions.tokenRefreshed(token);
      return token.access_token;
    } catch (error) {
      if (error instanceof ApiError && error.status !== null) {
        clearAuth();
        refreshSession();
        window.location.hash = SIGN_IN_HASH;
      }
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function sendWith(path: string, options: RequestOptions, accessToken: string | null) {
  const headers = authHeaders(accessToken, loadWorkingCompany().code);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return send(
    apiUrl(path, options.query),
    { method: options.method ?? 'GET', headers, body, signal: options.signal },
    options.defaultMessage,
  );
}

/**
 * Calls the API (path relative to the gateway) and unwraps the envelope. On a 401 it refreshes the
 * token once and repeats the call once.
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const usedToken = loadAuth()?.accessToken ?? null;
  let response = await sendWith(path, options, usedToken);
  if (response.status === 401 && usedToken) {
    const current = loadAuth()?.accessToken ?? null;
    // Another call may have refreshed already: reuse its token instead of rotating again.
    const token = current && current !== usedToken ? current : await refreshAccessToken();
    response = await sendWith(path, options, token);
  }
  return readResponse<T>(response, { defaultMessage: options.defaultMessage });
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'GET' }).then((r) => r.data),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }).then((r) => r.data),
  delete: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }).then((r) => r.data),
  file: (path: string, options: RequestOptions = {}) =>
    apiRequest<FileResult>(path, { method: 'POST', ...options }).then((r) => r.data),
};

/** Fire-and-forget call that never refreshes or redirects (analytics). */
export function sendBeaconCall(path: string, body: unknown): void {
  // Through apiRequest so that a 401 gets the same single refresh and retry as any other call.
  void apiRequest(path, { method: 'POST', body }).catch(() => undefined);
}
