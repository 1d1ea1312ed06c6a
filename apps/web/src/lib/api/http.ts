import { PUBLIC_WEB_API_KEY } from '@wander/contract';
import { ApiError, formatErrorDescription } from './api-error';

/** The API lives at `${BASE_PATH}api/`, next to the SPA. */
export function apiUrl(
  path: string,
  query?: Record<string, string | number | boolean | undefined>,
) {
  const url = new URL(path.replace(/^\//, ''), new URL('api/', document.baseURI));
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.append(key, String(value));
  }
  return url.toString();
}

export function authHeaders(accessToken: string | null, companyCode: string | null): Headers {
  const headers = new Headers();
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  else headers.set('X-Api-Key', PUBLIC_WEB_API_KEY);
  if (accessToken && companyCode) headers.set('X-Company-Code', companyCode);
  return headers;
}

/** A downloaded file: the response had a non-JSON content type. */
export interface FileResult {
  blob: Blob;
  fileName: string | null;
  contentType: string;
}

export interface ApiResult<T> {
  data: T;
  message: string | null;
}

function isJson(response: Response) {
  return (response.headers.get('content-type') ?? '').includes('json');
}

function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match ? decodeURIComponent(match[1]) : null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

type Body = Record<string, unknown> | null;

function asRecord(value: unknown): Body {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

/**
 * Turns a response into a result or an ApiError (spec section 4): success when the HTTP status is ok
 * and statusCode is 0, or the response is a file, or the call is to an auth endpoint.
 */
export async function readResponse<T>(
  response: Response,
  options: { isAuthEndpoint?: boolean; defaultMessage?: string } = {},
): Promise<ApiResult<T>> {
  if (response.ok && !isJson(response) && response.status !== 204) {
    const blob = await response.blob();
    const file: FileResult = { blob, fileName: fileNameOf(response), contentType: blob.type };
    return { data: file as T, message: null };
  }
  const body = asRecord(await readJson(response));
  if (response.ok) {
    if (options.isAuthEndpoint) return { data: body as T, message: null };
    if (body && body.statusCode === 0) {
      return { data: body.data as T, message: (body.message as string | null) ?? null };
    }
    if (response.status === 204) return { data: null as T, message: null };
  }
  throw errorFromBody(response, body, options.defaultMessage);
}

export function errorFromBody(response: Response, body: Body, defaultMessage?: string): ApiError {
  const status = response.status;
  if (body && typeof body.error_description === 'string') {
    // Registration forms also get their field errors with the OAuth-style answer.
    const fieldErrors = asRecord(body.errors) as Record<string, string[]> | null;
    return new ApiError(formatErrorDescription(body.error_description), {
      status,
      code: typeof body.error === 'string' ? body.error : null,
      fieldErrors: fieldErrors ?? {},
    });
  }
  const serverMessage =
    body && typeof body.message === 'string' && body.message ? body.message : '';
  const fallback = response.statusText || `Request failed with status ${status}`;
  const errors = asRecord(body?.errors) as Record<string, string[]> | null;
  return new ApiError(serverMessage || defaultMessage || fallback, {
    status,
    code: body && typeof body.code === 'string' ? body.code : null,
    fieldErrors: errors ?? {},
  });
}

/** fetch that turns a network failure into an ApiError (call default, else the network message). */
export async function send(url: string, init: RequestInit, defaultMessage?: string) {
  try {
    return await fetch(url, init);
  } catch (cause) {
    const networkMessage = cause instanceof Error ? cause.message : 'Network error';
    throw new ApiError(defaultMessage || networkMessage, { status: null });
  }
}
