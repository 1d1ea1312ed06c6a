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

/** The store API's headers: the web store key, and the consumer's token when signed in. */
function headersOf(json: boolean) {
  const headers: Record<string, string> = { 'x-api-key': settings.key };
  const session = currentSession();
  if (session) headers.authorization = `Bearer ${session.token}`;
  if (json) headers['content-type'] = 'application/json';
  return headers;
}
const urlOf = (path: string) => settings.api + path.replace(/^store\/v1\//, '');

/** Downloads a file answer (a receipt PDF) under its name, as the browser saves a link's file. */
export async function download(path: string, fileName: string) {
  const response = await fetch(urlOf(path), { headers: headersOf(false) });
  if (!response.ok) throw new ApiError(response.statusText, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Calls the store API (paths from the contract: 'store/v1/plans') with the platform's web store
 * key and, when signed in, the consumer's token; answers the envelope's data.
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const session = currentSession();
  const response = await fetch(urlOf(path), {
    method: init.method ?? 'GET',
    headers: headersOf(init.body !== undefined),
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
