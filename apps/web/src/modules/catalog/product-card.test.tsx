import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CatalogProduct } from '@wander/contract';
import { mockApi } from '../../testing/render-page';
import { ProductCard } from './product-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (over: Partial<CatalogProduct>): CatalogProduct => ({
  productId: 'p1',
  productCode: 'WDR-JP-DATA',
  productName: 'Japan eSIM',
  image: null,
  description: null,
  uomId: null,
  unitPrice: 19.9,
  currency: 'MYR',
  countryCodes: ['JP'],
  productVariants: [
    {
      variantId: 'v1',
      variantCode: 'JP-1GB-7D',
      variant: '1GB / 7 days',
      variantName: 'Japan 1GB 7 days',
      days: 7,
      data: 1,
      isDayPass: false,
      networkName: 'NTT Docomo',
      unitPrice: 19.9,
      image: null,
    },
  ],
  discountInfos: [],
  promotions: [],
  recommended: [],
  ...over,
});

const card = (p: CatalogProduct) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductCard product={p} onAdd={() => undefined} />
    </QueryClientProvider>,
  );
  return screen.getByRole('article', { name: p.productName });
};

describe('a catalogue card (issue 37, item 15)', () => {
  it('draws no placeholder for a plan without a picture: the flag and name of where it is used', () => {
    const c = card(product({}));
    // No picture area (it was a coloured block with "JP" in large letters).
    expect(c.querySelector('.catalog-card__media')).toBeNull();
    expect(c.textContent).not.toMatch(/^JP/);
    const destination = within(c).getByText(/Japan$/, { selector: 'p' });
    expect(destination.textContent).toBe('🇯🇵 Japan');
    expect(within(c).getByRole('heading', { name: 'Japan eSIM' })).toBeTruthy();
  });

  it("names a regional plan's first destinations and how many more", () => {
    const c = card(
      product({
        productName: 'Asia 8',
        countryCodes: ['TH', 'VN', 'MY', 'SG', 'ID', 'PH', 'KH', 'LA'],
      }),
    );
    expect(c.querySelector('.catalog-card__media')).toBeNull();
    expect(within(c).getByText(/and 4 more$/).textContent).toBe(
      '🇹🇭🇻🇳🇲🇾🇸🇬 Thailand, Vietnam, Malaysia, Singapore and 4 more',
    );
    expect(within(c).getByText(/8 countries/)).toBeTruthy();
  });

  it("shows the plan's own picture when it has one", () => {
    mockApi(() => ({ body: 'png', file: { type: 'image/png', name: 'card.png' } }));
    const c = card(product({ image: 'file-1' }));
    expect(c.querySelector('.catalog-card__media')).not.toBeNull();
  });
});
