import i18n from 'i18next';
import {
  isStoreErrorCode,
  type StoreErrorBody,
  type StoreErrorDetail,
  type StoreErrorParams,
} from '@wander/contract/store/store-errors';
import { settings } from '../settings';
import { currentSession, saveSession } from './session';

/** The store's own error code for a call that never got an answer (no network, issue 41). */
export const NETWORK_ERROR = 'NETWORK';

/** The code of an answer that is not the store API's (a proxy's page): by its status. */
const codeOfStatus = (status: number) =>
  status === 401
    ? 'UNAUTHORIZED'
    : status === 404
      ? 'NOT_FOUND'
      : status === 429
        ? 'TOO_MANY_REQUESTS'
        : status >= 502
          ? 'SERVICE_UNAVAILABLE'
          : status >= 500
            ? 'INTERNAL'
            : 'BAD_REQUEST';

/** A code's text in the visitor's language (issue 41: the dictionaries' `errors`). */
export const errorText = (detail: { code: string; params?: StoreErrorParams }) =>
  i18n.t(`errors.${detail.code}`, { ...detail.params, defaultValue: i18n.t('errors.INTERNAL') });

/**
 * An answer of the store API that is not a success, by its codes (issue 41): its `message` and
 * `fields` are the store's own words for them in the visitor's language (read when shown, so a
 * language chosen after the error is followed). The server's English stays in `english`.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly params: StoreErrorParams = {},
    readonly fieldCodes: Record<string, StoreErrorDetail[]> = {},
    readonly english = '',
  ) {
    super(english);
    this.name = 'ApiError';
    Object.defineProperty(this, 'message', { get: () => this.text(), configurable: true });
  }

  /** Field errors in the visitor's language, keyed by the request's field names. */
  get fields(): Record<string, string[]> {
    return Object.fromEntries(
      Object.entries(this.fieldCodes).map(([field, list]) => [field, list.map(errorText)]),
    );
  }

  /** The answer's text; for refused fields, the first field's (what the form asks to change). */
  private text(): string {
    const first = Object.values(this.fieldCodes)[0]?.[0];
    if (this.code === 'VALIDATION' && first) return errorText(first);
    return errorText({ code: this.code, params: this.params });
  }

  /** An error answer's body (or none: not the store API's) as an ApiError. */
  static of(status: number, body: Partial<StoreErrorBody> | null) {
    const code = isStoreErrorCode(body?.code) ? body.code : codeOfStatus(status);
    return new ApiError(code, status, body?.params, body?.fieldCodes, body?.message);
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

/** fetch, with a failure to reach the server as the store's NETWORK error. */
async function send(url: string, init: RequestInit) {
  try {
    return await fetch(url, init);
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
}

/** Downloads a file answer (a receipt PDF) under its name, as the browser saves a link's file. */
export async function download(path: string, fileName: string) {
  const response = await send(urlOf(path), { headers: headersOf(false) });
  if (!response.ok) {
    throw ApiError.of(response.status, await response.json().catch(() => null));
  }
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
  const response = await send(urlOf(path), {
    method: init.method ?? 'GET',
    headers: headersOf(init.body !== undefined),
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const json = (await response.json().catch(() => null)) as
    ({ data?: T; message?: string } & Partial<StoreErrorBody>) | null;
  if (!response.ok) {
    if (response.status === 401 && session) saveSession(null);
    throw ApiError.of(response.status, json);
  }
  return { data: json?.data as T, message: json?.message ?? '' };
}
