import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CatalogProduct } from '@wander/contract';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { CatalogPage } from './catalog-page';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

const plan = (
  name: string,
  price: number,
  extra: Partial<CatalogProduct> = {},
): CatalogProduct => ({
  productId: name,
  productCode: name.toUpperCase(),
  productName: name,
  image: null,
  description: null,
  uomId: null,
  unitPrice: price,
  currency: 'MYR',
  countryCodes: ['JP'],
  productVariants: [
    {
      variantId: `${name}-v`,
      variantCode: `${name}-1GB-7D`,
      variant: '1GB / 7 days',
      variantName: `${name} 1GB 7 days`,
      days: 7,
      data: 1,
      isDayPass: false,
      networkName: 'NTT Docomo',
      unitPrice: price,
      image: null,
    },
  ],
  discountInfos: [],
  promotions: [],
  recommended: [],
  ...extra,
});

const TOP = [
  plan('Japan eSIM', 19.9, {
    recommended: [
      { productId: 'jpkr', productName: 'Japan and South Korea', reason: 'Korea too?' },
    ],
  }),
  plan('Thailand eSIM', 9.9),
  plan('Asia 8', 29.9),
];

function serve() {
  return mockApi((call) => {
    if (call.path === 'network/CompanyProfiles/GetConnectedDistributorOptions')
      return ok([{ label: 'Globetrek', value: 'DIST001', defaultCurrency: 'MYR' }]);
    if (call.path === 'product/WanderProductCountry/GetSelectList/DIST001')
      return ok([{ label: 'Japan', value: 'JP' }]);
    if (call.path === 'product/BestSelling/SearchTopPlans')
      return ok({ items: TOP, pageCount: 1, totalCount: 3 });
    if (call.path === 'product/Product/SearchByDistributor')
      return ok({ items: [plan('Japan Day Pass', 4.9)], pageCount: 1, totalCount: 1 });
    return undefined;
  });
}

describe('the catalogue before any search', () => {
  it('opens on the top plans of the first distributor, in their order, before anything is searched', async () => {
    signInAs(demoProfiles.customer, { code: 'CUST001', name: 'Acme Travel' });
    const calls = serve();
    await renderAt(<CatalogPage />, { path: '/catalog', pattern: '/catalog' });
    const section = await screen.findByRole('region', { name: 'Top plans' });
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(3));
    expect(
      within(section)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Japan eSIM', 'Thailand eSIM', 'Asia 8']);
    expect(within(section).getByText('Also consider: Japan and South Korea')).toBeTruthy();
    const top = calls.find((c) => c.path === 'product/BestSelling/SearchTopPlans')!;
    expect(top.body).toMatchObject({ distributorEntityCode: 'DIST001' });
    expect(calls.some((c) => c.path === 'product/Product/SearchByDistributor')).toBe(false);
  });

  it('a search replaces the top plans with the results', async () => {
    signInAs(demoProfiles.customer, { code: 'CUST001', name: 'Acme Travel' });
    serve();
    await renderAt(<CatalogPage />, { path: '/catalog', pattern: '/catalog' });
    await screen.findByRole('region', { name: 'Top plans' });
    // The search needs a country: pick Japan in the multi-select.
    const countries = screen.getByRole('combobox', { name: 'Country' });
    fireEvent.click(countries);
    fireEvent.click(await screen.findByRole('option', { name: 'Japan' }));
    expect(screen.getByRole('button', { name: 'Remove Japan' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('article', { name: 'Japan Day Pass' });
    expect(screen.queryByRole('region', { name: 'Top plans' })).toBeNull();
  });
});
