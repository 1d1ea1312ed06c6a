import { baseUrl } from './browser.js';
import { DEMO_PASSWORD } from './app.js';
import { demoCode } from './totp.js';

const WEB_CLIENT_ID = 'wander-web';
const PUBLIC_WEB_API_KEY = 'wander-public-web-key';

/** Signs in through POST /api/token (as the web client does) and returns the access token. */
export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  // The demo admin and operator have a second factor: their code is computed from the seed's secret.
  const otp = demoCode(email);
  const res = await fetch(`${baseUrl()}api/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-api-key': PUBLIC_WEB_API_KEY,
    },
    body: new URLSearchParams({
      grant_type: 'password',
      username: email,
      password,
      client_id: WEB_CLIENT_ID,
      ...(otp ? { otp } : {}),
    }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** One API call as a signed-in user; answers the HTTP status and the parsed body. */
export async function callApi(
  token: string,
  method: string,
  apiPath: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl()}api/${apiPath}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * A demo Japan plan that DIST001 sells and holds eSIMs of, as the order forms list it. Other files
 * add 'Aaa E2E ...' products of their own, priced but without eSIMs, that sort first.
 */
export async function demoJapanPlan(token: string): Promise<{ value: string; label: string }> {
  const options = await callApi(
    token,
    'GET',
    'network/PurchaseOrders/GetVariantOptions?distributorEntityCode=DIST001&search=Japan',
  );
  const list = (options.body as { data: { value: string; label: string }[] }).data;
  const plan = list.find((o) => !o.label.startsWith('Aaa'));
  if (!plan) throw new Error(`no demo Japan plan among ${JSON.stringify(list)}`);
  return plan;
}
