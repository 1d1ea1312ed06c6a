import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, ProductVariantRow } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs, type SeenCall } from '../../testing/render-page';
import { ProductAdminTabs } from './product-admin-tabs';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const PRODUCT_ID = '7d3c9f0e-1b2a-4c5d-8e6f-001122334455';

const variant = (id: string, code: string, over: Partial<ProductVariantRow> = {}) => ({
  variantId: id,
  productId: PRODUCT_ID,
  variantCode: code,
  variant: '5GB-30D',
  variantName: `Bali ${code}`,
  variantNameMs: null,
  variantNameZh: null,
  days: 30,
  data: 5,
  isDayPass: false,
  networkName: null,
  unitPrice: 25.5,
  image: null,
  isActive: true,
  ...over,
});

function mockProduct(
  options: {
    isOwner?: boolean;
    onDelete?: (call: SeenCall) => { status?: number; body: unknown };
  } = {},
) {
  const variants = [variant('v1', 'BALI-5GB-30D'), variant('v2', 'BALI-1GB-7D', { days: 7 })];
  const product = (): ProductDetail => ({
    productId: PRODUCT_ID,
    entityCode: 'DIST1',
    productCode: 'BALI',
    productName: 'Bali eSIM',
    image: null,
    description: null,
    uomId: null,
    unitPrice: 25.5,
    currency: 'MYR',
    isActive: true,
    countryCodes: ['ID'],
    isOwner: options.isOwner ?? true,
    productVariants: [...variants],
  });
  return mockApi((call) => {
    if (call.path === `product/Product/GetDetailForEdit/${PRODUCT_ID}`) return ok(product());
    if (call.path === `product/Product/GetQuantity/${PRODUCT_ID}`)
      return ok(
        variants.map((v, i) => ({
          variantId: v.variantId,
          variantCode: v.variantCode,
          availableQuantity: i === 0 ? 12 : 0,
          allocatedQuantity: 0,
          deliveredQuantity: 0,
          issuedQuantity: 0,
          writtenOffQuantity: 0,
        })),
      );
    if (call.path === 'product/Product/CreateVariant') {
      const row = variant('v3', String((call.body as { variantCode: string }).variantCode));
      variants.push(row);
      return ok(row, 'Create successfully!');
    }
    if (call.path === 'product/Product/DeleteVariant') return options.onDelete?.(call);
    return undefined;
  });
}

// Dialogs load lazily (antd's Modal), and the gate runs these beside the server's tests on two
// cores: a confirmation once took over 5 s to show.
const SLOW = { timeout: 10_000 };

const open = () =>
  renderAt(<ProductAdminTabs id={PRODUCT_ID} editing={false} />, {
    path: `/setup/product-detail/${PRODUCT_ID}`,
    pattern: '/setup/product-detail/:id',
  });
const table = () => screen.getByRole('table', { name: 'Variants' });
const typeInto = (label: string, value: string) =>
  act(async () => fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('Product variants editor', () => {
  it('lists the variants with the stock of each, and adds one through the dialog', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockProduct();
    await open();
    expect(await screen.findByText('BALI-5GB-30D', undefined, SLOW)).toBeTruthy();
    const firstRow = within(table()).getByText('BALI-5GB-30D').closest('tr')!;
    expect(within(firstRow).getByText('12')).toBeTruthy();
    expect(within(firstRow).getByText('25.50')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Variant' })));
    const dialog = await screen.findByRole('dialog', { name: 'Add Variant' }, SLOW);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(within(dialog).getByText('Variant Code is required')).toBeTruthy();
    expect(within(dialog).getByText('Days is required')).toBeTruthy();
    expect(calls.some((c) => c.path === 'product/Product/CreateVariant')).toBe(false);

    await typeInto('Days', '0');
    expect(within(dialog).getByText('Days should have minimum value of 1')).toBeTruthy();
    await typeInto('Variant Code', 'BALI-10GB-30D');
    await typeInto('Variant Name', 'Bali 10GB 30 days');
    await typeInto('Days', '30');
    await typeInto('Data (GB)', '10');
    await typeInto('Unit Price', '39.9');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Create successfully!', undefined, SLOW)).toBeTruthy();
    const create = calls.find((c) => c.path === 'product/Product/CreateVariant')!;
    expect(create.body).toMatchObject({
      productId: PRODUCT_ID,
      variantCode: 'BALI-10GB-30D',
      days: 30,
      data: 10,
      unitPrice: 39.9,
      isDayPass: false,
      isActive: true,
    });
    await waitFor(() => expect(within(table()).getByText('BALI-10GB-30D')).toBeTruthy(), SLOW);
    expect(screen.queryByRole('dialog', { name: 'Add Variant' })).toBeNull();
  });

  it('deletes after "Are you sure to delete?", and says why a variant in use stays', async () => {
    signInAs(demoProfiles.admin);
    const calls = mockProduct({
      onDelete: (call) =>
        call.query.getAll('ids').includes('v1')
          ? {
              status: 409,
              body: {
                statusCode: 409,
                message: 'Cannot delete: BALI-5GB-30D still has 12 eSIM(s) in stock',
              },
            }
          : ok(null, 'Delete successfully!'),
    });
    await open();
    await screen.findByText('BALI-5GB-30D', undefined, SLOW);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Delete BALI-5GB-30D' })),
    );
    expect(
      (await screen.findAllByText('Are you sure to delete?', undefined, SLOW)).length,
    ).toBeGreaterThan(0);
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' }, SLOW)).at(-1)!),
    );
    expect(
      await screen.findByText(
        'Cannot delete: BALI-5GB-30D still has 12 eSIM(s) in stock',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();

    // Several at once: the ids are repeated in the query.
    await destroyDialogs();
    await act(async () => fireEvent.click(screen.getByLabelText('Select row 2')));
    await act(async () => fireEvent.click(screen.getByLabelText('Select row 1')));
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Delete Selected (2)' })),
    );
    await act(async () =>
      fireEvent.click((await screen.findAllByRole('button', { name: 'Yes' }, SLOW)).at(-1)!),
    );
    const deletes = calls.filter((c) => c.path === 'product/Product/DeleteVariant');
    expect(deletes.at(-1)!.method).toBe('DELETE');
    expect(deletes.at(-1)!.query.getAll('ids')).toEqual(['v2', 'v1']);
  }, 40_000);

  it("shows a platform product's variants read-only", async () => {
    signInAs(demoProfiles.admin);
    mockProduct({ isOwner: false });
    await open();
    await screen.findByText('BALI-5GB-30D', undefined, SLOW);
    expect(screen.getByText(/its variants are read-only here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Variant' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete BALI-5GB-30D' })).toBeNull();
  });
});
