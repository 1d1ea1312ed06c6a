import { and, eq } from 'drizzle-orm';
import type { PlanSupplyRow } from '@wander/contract';
import type { TestApp } from '../test-app.js';
import { bearer, signIn } from '../test-app.js';
import {
  exchangeRates,
  products,
  productVariants,
  providerPackages,
  providers,
} from '../../db/schema/index.js';
import type { ProviderPackage } from '../../modules/supply/provider-adapter.js';
import type { ProviderRow } from '../../modules/supply/provider.queries.js';
import { planSupplyRow } from '../../modules/supply/plan-supply.queries.js';

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

/** A provider account of the company that the tests hand packages to directly (no HTTP). */
export async function providerAccount(
  t: TestApp,
  entityCode: string,
  name: string,
): Promise<ProviderRow> {
  const [row] = await t.database.db
    .insert(providers)
    .values({ entityCode, providerName: name, kind: 'airalo', credentialsEnc: 'x' })
    .returning();
  return row;
}

/** A package as an adapter lists it: USD 10.00, 1 GB for 7 days in Japan, unless told. */
export const testPackage = (
  code: string,
  over: Partial<ProviderPackage> = {},
): ProviderPackage => ({
  code,
  name: `Plan ${code}`,
  countries: ['JP'],
  region: null,
  days: 7,
  dataMb: 1024,
  isDayPass: false,
  networks: [],
  coverage: [],
  topUpable: false,
  hotspot: null,
  costMinor: 1000,
  currency: 'USD',
  ...over,
});

/** A rate typed in: 1 base = value quote on the day. */
export const storeRate = (
  t: TestApp,
  base: string,
  quote: string,
  rateDate: string,
  value: string,
) =>
  t.database.db
    .insert(exchangeRates)
    .values({ baseCurrency: base, quoteCurrency: quote, rateDate, rate: value, source: 'Manual' });

/** A synced package's product, variant and package rows, and its Plan Supply row. */
export async function planOf(t: TestApp, row: ProviderRow, code: string) {
  const [found] = await t.database.db
    .select({ variant: productVariants, product: products, package: providerPackages })
    .from(providerPackages)
    .innerJoin(productVariants, eq(productVariants.id, providerPackages.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(providerPackages.providerId, row.id), eq(providerPackages.packageCode, code)));
  const supply = await planSupplyRow(t.database, row.entityCode, found.variant.id);
  return { ...found, supply: supply as PlanSupplyRow };
}
