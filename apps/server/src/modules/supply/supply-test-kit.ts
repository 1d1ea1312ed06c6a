import type { TestApp } from '../../test-support/test-app.js';
import { bearer, signIn } from '../../test-support/test-app.js';

/**
 * What the supply tests share: the demo customer's (CUST001) and distributor's (DIST001) headers
 * and a JSON call to the back-office API.
 */
export async function supplyKit(t: TestApp) {
  const customer = bearer(await signIn(t.app, 'customer@wander.demo'), 'CUST001');
  const distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url: `/api/${url}`, headers, payload: payload as never });
  const walletBalance = async () =>
    (await call('GET', 'payment/Wallet/WalletBalance', customer)).json().data
      .walletBalance as number;
  return { customer, distributor, call, walletBalance };
}
