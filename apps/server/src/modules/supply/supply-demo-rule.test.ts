import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { providerPackages, providers } from '../../db/schema/index.js';
import { deliverableOf } from '../catalog/deliverable.queries.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

/**
 * The Demo Supplier hands out made-up eSIMs at no cost. Like the sandbox card, it is a choice
 * only on the embedded demo or where SUPPLY_DEMO=true says so; on a real deployment the Kind
 * list does not offer it, the API refuses it, and an account of it left from before sells nothing.
 */
const MESSAGE =
  'The Demo Supplier is only available on the demo: it hands out made-up eSIMs at no cost';
const NEW_DEMO = {
  providerName: 'My Demo Supplier',
  kind: 'demo',

  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  lowBalance: 0,
  isActive: true,
};

async function kindsOf(kit: Awaited<ReturnType<typeof supplyKit>>) {
  const res = await kit.call('GET', 'product/ProviderKinds/GetSelectList', kit.distributor);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { value: string; label: string }[]).map((o) => o.value).sort();
}

describe('a real deployment (SUPPLY_DEMO=false)', () => {
  let t: TestApp;
  let kit: Awaited<ReturnType<typeof supplyKit>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { SUPPLY_DEMO: 'false' } });
    kit = await supplyKit(t);
  });
  afterAll(() => t.close());
  const demoRow = async () =>
    (
      await t.database.db
        .select()
        .from(providers)
        .where(and(eq(providers.entityCode, 'DIST001'), eq(providers.kind, 'demo')))
    )[0];

  it('offers no Demo Supplier among the kinds, and refuses to create one', async () => {
    expect(await kindsOf(kit)).toEqual(['airalo', 'esim-access']);
    const res = await kit.call('POST', 'product/Providers', kit.distributor, NEW_DEMO);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ kind: [MESSAGE] });
    const [none] = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.providerName, NEW_DEMO.providerName));
    expect(none).toBeUndefined();
  });

  it('turns no provider into one, and keeps an existing one off: its plans are not on sale', async () => {
    const existing = await demoRow();
    expect(existing.isActive).toBe(false);
    const [plan] = await t.database.db
      .select({ variantId: providerPackages.variantId })
      .from(providerPackages)
      .where(eq(providerPackages.providerId, existing.id));
    const supply = await deliverableOf(t.database.db, 'DIST001', [plan.variantId!]);
    expect(supply.get(plan.variantId!)).toMatchObject({ mode: 'provider', onDemand: false });

    const update = {
      providerName: existing.providerName,
      kind: 'demo',

      lowBalance: 0,
      topUpMarginPercent: 25,
    };
    const on = await kit.call('PUT', `product/Providers/${existing.id}`, kit.distributor, {
      ...update,
      isActive: true,
    });
    expect(on.statusCode).toBe(400);
    expect(on.json().errors).toEqual({ kind: [MESSAGE] });
    // Renaming it while it stays off is fine.
    const renamed = await kit.call('PUT', `product/Providers/${existing.id}`, kit.distributor, {
      ...update,
      providerName: 'Old demo account',
      isActive: false,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await demoRow()).isActive).toBe(false);

    const airalo = await kit.call('POST', 'product/Providers', kit.distributor, {
      ...NEW_DEMO,
      providerName: 'Airalo account',
      kind: 'airalo',
    });
    expect(airalo.statusCode, airalo.body).toBe(200);
    const made = await kit.call(
      'PUT',
      `product/Providers/${airalo.json().data.id}`,
      kit.distributor,
      {
        ...update,
        providerName: 'Airalo account',
        isActive: true,
      },
    );
    expect(made.statusCode).toBe(400);
    expect(made.json().errors).toEqual({ kind: [MESSAGE] });
  });
});

describe('the embedded demo (SUPPLY_DEMO allowed)', () => {
  let t: TestApp;
  let kit: Awaited<ReturnType<typeof supplyKit>>;
  beforeAll(async () => {
    t = await createTestApp();
    kit = await supplyKit(t);
  });
  afterAll(() => t.close());

  it('offers the Demo Supplier and connects one', async () => {
    expect(await kindsOf(kit)).toEqual(['airalo', 'demo', 'esim-access']);
    const res = await kit.call('POST', 'product/Providers', kit.distributor, NEW_DEMO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'demo', isActive: true });
  });
});
