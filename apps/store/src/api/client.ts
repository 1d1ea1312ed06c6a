import { settings } from '../settings';
import { currentSession, saveSession } from './session';

/** An answer of the store API that is not a success: its message is shown as it is. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * Calls the store API (paths from the contract: 'store/v1/plans') with the platform's web store
 * key and, when signed in, the consumer's token; answers the envelope's data.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { 'x-api-key': settings.key };
  const session = currentSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(settings.api + path.replace(/^store\/v1\//, ''), {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => null)) as {
    data?: T;
    message?: string;
    errors?: Record<string, string[]>;
  } | null;
  if (!response.ok) {
    if (response.status === 401 && session) saveSession(null);
    const fields = json?.errors ?? {};
    const first = Object.values(fields)[0]?.[0];
    throw new ApiError(first ?? json?.message ?? response.statusText, response.status, fields);
  }
  return { data: json?.data as T, message: json?.message ?? '' };
}
