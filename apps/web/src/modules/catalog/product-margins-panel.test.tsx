import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductMargins } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { ProductMarginsPanel } from './product-margins-panel';
import { ProductPricesPanel } from './product-prices-panel';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const price = (label: string, p: number, cost: number | null) => ({
  label,
  entityCode: 'DIST1',
  currency: 'MYR',
  price: p,
  cost,
  costLines:
    cost === null
      ? []
      : [
          {
            costTypeName: 'Wholesale eSIM cost',
            amount: cost,
            currency: 'MYR',
            originalAmount: cost,
            rate: '1',
            rateDate: '2026-11-25',
          },
        ],
  noRate: null,
  margin: cost === null ? null : Math.round((p - cost) * 100) / 100,
  marginPercent: cost === null ? null : Math.round(((p - cost) / p) * 1000) / 10,
  belowCost: cost !== null && p < cost,
});
const margins: ProductMargins = {
  asOf: '2026-11-25',
  variants: [
    {
      variantId: A,
      variantCode: 'JP-1GB-7D',
      variantName: 'Japan 1GB 7 days',
      prices: [price('Selling Price (DIST1)', 6.9, 7.7)],
    },
    {
      variantId: B,
      variantCode: 'JP-5GB-30D',
      variantName: 'Japan 5GB 30 days',
      prices: [price('Selling Price (DIST1)', 20.9, 15.55)],
    },
  ],
};

describe('Cost and margin of a product', () => {
  it('shows cost, margin and the below-cost warning per price', async () => {
    signInAs(demoProfiles.admin);
    await renderAt(<ProductMarginsPanel data={margins} />, {
      path: '/setup/product-detail/p1',
      pattern: '/setup/product-detail/:id',
    });
    const rows = screen.getAllByRole('row');
    const below = rows.find((r) => within(r).queryByText('JP-1GB-7D'))!;
    expect(within(below).getByText('Sold below cost')).toBeTruthy();
    expect(within(below).getByText('-0.80 (-11.6%)')).toBeTruthy();
    const fine = rows.find((r) => within(r).queryByText('JP-5GB-30D'))!;
    expect(within(fine).queryByText('Sold below cost')).toBeNull();
    expect(within(fine).getByText('5.35 (25.6%)')).toBeTruthy();
    expect(within(fine).getByText('MYR 15.55')).toBeTruthy();
  });

  it('says what a cost kept in US dollars is and which rate of which day converted it', async () => {
    signInAs(demoProfiles.admin);
    const usd = {
      ...price('Selling Price (DIST1)', 20.9, 6.6),
      costLines: [
        {
          costTypeName: 'Wholesale eSIM cost',
          amount: 6.6,
          currency: 'USD',
          originalAmount: 1.5,
          rate: '4.4',
          rateDate: '2026-11-24',
        },
      ],
    };
    const missing = {
      ...price('Selling Price (DIST1)', 20.9, null),
      costLines: [{ ...usd.costLines[0], amount: null, rate: null, rateDate: null }],
      noRate: 'No exchange rate from USD to MYR on or before 2026-11-25',
    };
    const data = {
      ...margins,
      variants: [
        { ...margins.variants[0], prices: [usd] },
        { ...margins.variants[1], prices: [missing] },
      ],
    };
    await renderAt(<ProductMarginsPanel data={data} />, {
      path: '/setup/product-detail/p1',
      pattern: '/setup/product-detail/:id',
    });
    const rows = screen.getAllByRole('row');
    const converted = rows.find((r) => within(r).queryByText('JP-1GB-7D'))!;
    expect(
      within(converted).getByText('Wholesale eSIM cost 6.60 (USD 1.50 at 4.4 of 2026-11-24)'),
    ).toBeTruthy();
    expect(within(converted).getByText('14.30 (68.4%)')).toBeTruthy();
    const none = rows.find((r) => within(r).queryByText('JP-5GB-30D'))!;
    expect(within(none).getByText('No rate')).toBeTruthy();
    expect(within(none).getByText('Wholesale eSIM cost no rate (USD 1.50)')).toBeTruthy();
  });

  it('warns on the prices tab as soon as a typed price is below cost', async () => {
    signInAs(demoProfiles.admin);
    const variant = (id: string, code: string, p: number) => ({
      variantId: id,
      variantCode: code,
      variantName: code,
      listPrice: p,
      unitPrice: p,
      isActive: true,
    });
    mockApi((call) => {
      if (call.path === 'network/CompanyProfiles/GetConnectedDistributorOptions')
        return ok([{ label: 'Globetrek', value: 'DIST1', defaultCurrency: 'MYR' }]);
      if (call.path === 'product/ProductPrice/GetByProduct/p1')
        return ok({
          productId: 'p1',
          distributorEntityCode: 'DIST1',
          currency: 'MYR',
          variants: [variant(A, 'JP-1GB-7D', 6.9), variant(B, 'JP-5GB-30D', 20.9)],
          discountTiers: [],
        });
      return undefined;
    });
    await renderAt(<ProductPricesPanel productId="p1" canUpdate margins={margins} />, {
      path: '/setup/product-detail/p1',
      pattern: '/setup/product-detail/:id',
    });
    expect(await screen.findAllByText('Sold below cost')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Selling price of JP-5GB-30D'), {
      target: { value: '15' },
    });
    expect(screen.getAllByText('Sold below cost')).toHaveLength(2);
    fireEvent.change(screen.getByLabelText('Selling price of JP-1GB-7D'), {
      target: { value: '8' },
    });
    expect(screen.getAllByText('Sold below cost')).toHaveLength(1);
  });
});
