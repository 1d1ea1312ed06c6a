import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ProductPricesPanel } from './product-prices-panel';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const A = '00000000-0000-4000-8000-00000000000a';
const prices = {
  productId: 'p1',
  distributorEntityCode: 'DIST1',
  currency: 'MYR',
  variants: [
    {
      variantId: A,
      variantCode: 'FJ-3GB',
      variantName: 'Fiji 3GB',
      listPrice: 16.9,
      unitPrice: 16.9,
      isActive: true,
    },
  ],
  discountTiers: [
    {
      id: 't1',
      variantId: null,
      minQuantity: 10,
      discountPercent: 5,
      description: '10+ eSIMs: 5% off',
    },
  ],
};

function serve(save: { status?: number; body: unknown }) {
  return mockApi((call) => {
    if (call.path === 'network/CompanyProfiles/GetConnectedDistributorOptions')
      return ok([{ label: 'Globetrek', value: 'DIST1', defaultCurrency: 'MYR' }]);
    if (call.path === 'product/ProductPrice/GetByProduct/p1') return ok(prices);
    if (call.path === 'product/ProductPrice/UpdateByProduct/p1') return save;
    return undefined;
  });
}

const open = () =>
  renderAt(<ProductPricesPanel productId="p1" canUpdate />, {
    path: '/setup/product-detail/p1',
    pattern: '/setup/product-detail/:id',
  });

describe("A distributor's prices of a product", () => {
  it('saves the selling prices and tiers, showing what a tier costs', async () => {
    signInAs(demoProfiles.admin);
    const calls = serve(ok(prices, 'Update successfully!'));
    await open();
    const price = (await screen.findByLabelText('Selling price of FJ-3GB')) as HTMLInputElement;
    expect(price.value).toBe('16.9');
    expect(screen.getByText('MYR 16.06')).toBeTruthy();
    await act(async () => fireEvent.change(price, { target: { value: '18' } }));
    expect(screen.getByText('MYR 17.10')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add Tier' })));
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Min quantity of tier 2'), { target: { value: '5' } }),
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Discount of tier 2'), { target: { value: '8' } }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Prices' })));
    expect(screen.getByText('Min Quantity should be greater than the tier before')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await act(async () =>
      fireEvent.change(screen.getByLabelText('Min quantity of tier 2'), {
        target: { value: '50' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Prices' })));
    expect(
      await screen.findByText('Update successfully!', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      distributorEntityCode: 'DIST1',
      prices: [{ variantId: A, unitPrice: 18, isActive: true }],
      discountTiers: [
        { variantId: null, minQuantity: 10, discountPercent: 5 },
        { variantId: null, minQuantity: 50, discountPercent: 8 },
      ],
    });
  });

  it("shows the server's field errors by their rows", async () => {
    signInAs(demoProfiles.admin);
    serve({
      status: 400,
      body: {
        statusCode: 400,
        message: 'One or more fields are invalid',
        errors: { 'prices.0.variantId': ['Variant is not a valid option'] },
      },
    });
    await open();
    await screen.findByLabelText('Selling price of FJ-3GB');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Prices' })));
    expect(await screen.findByText('One or more fields are invalid')).toBeTruthy();
  });
});
