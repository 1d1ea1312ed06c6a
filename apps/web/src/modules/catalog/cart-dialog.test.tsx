import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyDialogs } from '../../ui/dialogs';
import { demoProfiles } from '../../testing/demo-profiles';
import { mockApi, ok, renderAt, signInAs } from '../../testing/render-page';
import { CartDialog } from './cart-dialog';
import { cartActions, getCart } from './cart-store';

afterEach(async () => {
  await destroyDialogs();
  cleanup();
  vi.unstubAllGlobals();
});

function fillCart() {
  cartActions.setDistributor({
    entityCode: 'DIST001',
    companyName: 'Wander Distribution',
    defaultCurrency: 'MYR',
  });
  cartActions.upsert({
    productId: 'p1',
    productCode: 'KR',
    productName: 'Korea eSIM',
    variantId: 'v1',
    variantCode: 'KR-3-5',
    variantName: 'Korea 3GB 5 days',
    days: 5,
    data: 3,
    qty: 1,
    unitPrice: 11.88,
    currency: 'MYR',
    promotions: [],
  });
}

describe('cart dialog: the quantity box (issue 37, item 2)', () => {
  it('stays empty when cleared with a field error, and Order does not go on with it', async () => {
    signInAs(demoProfiles.customer);
    fillCart();
    const calls = mockApi((call) =>
      call.path.startsWith('product/Product/CheckProductVariantStock/')
        ? ok({ status: 'in stock', availableQuantity: 100 })
        : undefined,
    );
    const router = await renderAt(<CartDialog onClose={() => undefined} />, {
      path: '/catalog',
      pattern: '/catalog',
    });
    const box = await screen.findByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    expect(box.value).toBe('1');
    await act(async () => {
      fireEvent.change(box, { target: { value: '' } });
      fireEvent.blur(box);
    });
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' }).value).toBe('');
    expect(await screen.findByText('Quantity is required')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Order' }));
    });
    expect(router.state.location.pathname).toBe('/catalog');
    expect(calls.some((c) => c.path.includes('CheckProductVariantStock'))).toBe(false);

    const again = screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' });
    await act(async () => {
      fireEvent.change(again, { target: { value: '20' } });
      fireEvent.blur(again);
    });
    await waitFor(() => expect(getCart().products[0].qty).toBe(20));
    expect(calls.some((c) => c.path.endsWith('/p1/v1/20'))).toBe(true);
    expect(screen.queryByText('Quantity is required')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('spinbutton', { name: 'Quantity' }).value).toBe('20');
  });
});
