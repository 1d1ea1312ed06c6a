import { ApiPath, REQUESTED_SCOPES, WEB_CLIENT_ID, type TokenResponse } from '@wander/contract';
import { apiUrl, authHeaders, readResponse, send } from './http';

/** A form-encoded POST with the public API key: how the token endpoints are called. */
function formPost(form: Record<string, string>): RequestInit {
  const headers = authHeaders(null, null);
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  return { method: 'POST', headers, body: new URLSearchParams(form).toString() };
}

async function tokenCall(form: Record<string, string>): Promise<TokenResponse> {
  const response = await send(apiUrl(ApiPath.token), formPost(form));
  const result = await readResponse<TokenResponse>(response, { isAuthEndpoint: true });
  return result.data;
}

/** Password grant (sign-in); `otp` is the second factor of an account that has one. */
export function requestPasswordToken(username: string, password: string, otp?: string) {
  return tokenCall({
    grant_type: 'password',
    username,
    password,
    ...(otp ? { otp } : {}),
    scope: REQUESTED_SCOPES,
    client_id: WEB_CLIENT_ID,
  });
}

/**
 * Sign-out on the server (RFC 7009): the session's refresh token and access tokens stop working.
 * Best effort: the tokens are forgotten here whatever the answer, and `keepalive` lets the call
 * finish while the page moves on to the sign-in screen.
 */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const form = { token: refreshToken, token_type_hint: 'refresh_token', client_id: WEB_CLIENT_ID };
  try {
    await fetch(apiUrl(ApiPath.tokenRevoke), { ...formPost(form), keepalive: true });
  } catch {
    // Offline: the session ends here; on the server it ends when its tokens expire.
  }
}

/** Refresh grant: the refresh token rotates, so the answer must be stored at once. */
export function requestRefreshedToken(refreshToken: string) {
  return tokenCall({
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: WEB_CLIENT_ID,
  });
}
