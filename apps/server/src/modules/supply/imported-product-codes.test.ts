import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { CODE_PATTERN, productResource } from '@wander/contract';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { products, productVariants } from '../../db/schema/index.js';
import { supplyKit } from '../../test-support/kits/supply-test-kit.js';

type Kit = Awaited<ReturnType<typeof supplyKit>>;

/**
 * A provider's package becomes a product the distributor reviews and puts on sale. Its code is
 * made by the sync, and the product form checks it like any code (capitals, digits, - and _): the
 * blank-start lane found the provider id's lower-case letters in it, so the distributor could not
 * save its own imported plan ("Product Code should have only capital letters, digits, - and _").
 */
let t: TestApp;
let distributor: Kit['distributor'];
let call: Kit['call'];
beforeAll(async () => {
  t = await createTestApp();
  ({ distributor, call } = await supplyKit(t));
});
afterAll(() => t.close());

describe("an imported plan's codes", () => {
  it('are codes the forms accept, for the product and its variants', async () => {
    const { db } = t.database;
    const imported = await db
      .select({ code: products.productCode })
      .from(products)
      .where(like(products.productCode, 'PRV-%'));
    const variants = await db
      .select({ code: productVariants.variantCode })
      .from(productVariants)
      .where(like(productVariants.variantCode, 'PRV-%'));
    expect(imported.length).toBeGreaterThan(0);
    expect(variants.length).toBeGreaterThan(0);
    for (const { code } of [...imported, ...variants]) expect(code).toMatch(CODE_PATTERN);
  });

  it('the distributor puts an imported plan on sale with the form as it loads', async () => {
    const { db } = t.database;
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(like(products.productCode, 'PRV-%'))
      .limit(1);
    const detail = await call('GET', `product/Product/GetDetail/${row.id}`, distributor);
    expect(detail.statusCode, detail.body).toBe(200);
    const loaded = detail.json().data as Record<string, unknown>;
    const body = Object.fromEntries(
      Object.keys(productResource.update.shape)
        .filter((key) => loaded[key] !== undefined)
        .map((key) => [key, loaded[key]]),
    );
    const saved = await call('PUT', `product/Product/${row.id}`, distributor, {
      ...body,
      isActive: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
