// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { currentSession, saveSession } from '../api/session';
import { setCart, useCart } from './cart';

/** The cart and the session: one plan kept on this device per platform, followed by the pages. */
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const JAPAN = '5a0c6d1e-2b3f-4c5d-8e9f-0a1b2c3d4e5f';

function CartLine() {
  const cart = useCart();
  return <p>{cart ? `${cart.qty} × ${cart.variantId}` : 'empty'}</p>;
}

describe('the cart', () => {
  it("is kept in this browser under the platform's key, and pages follow its changes", () => {
    render(<CartLine />);
    expect(screen.getByText('empty')).toBeTruthy();
    act(() => setCart({ variantId: JAPAN, qty: 2 }));
    expect(screen.getByText(`2 × ${JAPAN}`)).toBeTruthy();
    // The demo store (settings without the page's meta): WEB-MY's own cart.
    expect(JSON.parse(localStorage.getItem('wander-store-cart:WEB-MY')!)).toEqual({
      variantId: JAPAN,
      qty: 2,
    });
    // Adding another plan replaces it: the checkout places one plan per order.
    act(() => setCart({ variantId: JAPAN, qty: 1, topUpOf: 'esim-1', topUpIccid: '8960' }));
    expect(screen.getByText(`1 × ${JAPAN}`)).toBeTruthy();
    act(() => setCart(null));
    expect(screen.getByText('empty')).toBeTruthy();
    expect(localStorage.getItem('wander-store-cart:WEB-MY')).toBeNull();
  });

  it('reads a damaged stored cart as empty', () => {
    localStorage.setItem('wander-store-cart:WEB-MY', '{"variantId":');
    render(<CartLine />);
    expect(screen.getByText('empty')).toBeTruthy();
  });
});

describe('the session', () => {
  const session = (expiresAt: string) => ({
    token: 'consumer-token',
    expiresAt,
    consumer: { id: 'c1', email: 'aina@example.com' } as never,
  });

  it('is kept until it expires; an expired one is read as signed out', () => {
    saveSession(session(new Date(Date.now() + 60_000).toISOString()));
    expect(currentSession()?.token).toBe('consumer-token');
    localStorage.setItem(
      'wander-store-session:WEB-MY',
      JSON.stringify(session(new Date(Date.now() - 1000).toISOString())),
    );
    expect(currentSession()).toBeNull();
  });
});
