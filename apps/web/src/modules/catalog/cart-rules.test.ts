import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartCount,
  cartTotalMinor,
  clearCart,
  parseStoredCart,
  removeLine,
  setDistributor,
  upsertLine,
  type CartLine,
} from './cart-rules';
import { cartActions, getCart } from './cart-store';
import { clearSignedInData, StorageKey } from '../../lib/session/storage';

const dist1 = { entityCode: 'DIST001', companyName: 'Globetrek', defaultCurrency: 'MYR' };
const dist2 = { entityCode: 'DIST002', companyName: 'Nomad', defaultCurrency: 'MYR' };
const line = (variantCode: string | undefined, qty: number, unitPrice = 10.9): CartLine => ({
  productId: 'p1',
  productCode: 'WDR-JP-DATA',
  productName: 'Japan eSIM',
  variantCode,
  qty,
  unitPrice,
  promotions: [],
});

describe('cart rules (spec section 4)', () => {
  it('a different distributor empties the cart; the same one keeps it', () => {
    let cart = upsertLine(setDistributor(clearCart(), dist1), line('A', 2));
    cart = setDistributor(cart, dist1);
    expect(cart.products).toHaveLength(1);
    expect(cart.order.distributor).toBe('DIST001');
    cart = setDistributor(cart, dist2);
    expect(cart.products).toEqual([]);
    expect(cart.distributor).toEqual(dist2);
    expect(cart.order.distributor).toBe('DIST002');
  });

  it('same productCode and variantCode replaces the quantity; otherwise a line is appended', () => {
    let cart = upsertLine(clearCart(), line('A', 2));
    cart = upsertLine(cart, line('A', 5));
    expect(cart.products.map((l) => [l.variantCode, l.qty])).toEqual([['A', 5]]);
    cart = upsertLine(cart, line('B', 1));
    cart = upsertLine(cart, line(undefined, 3));
    expect(cart.products.map((l) => [l.variantCode, l.qty])).toEqual([
      ['A', 5],
      ['B', 1],
      [undefined, 3],
    ]);
    expect(cartCount(cart)).toBe(9);
  });

  it('delete removes only the matching line; clear resets everything', () => {
    let cart = upsertLine(
      upsertLine(setDistributor(clearCart(), dist1), line('A', 2)),
      line('B', 1),
    );
    cart = removeLine(cart, { productCode: 'WDR-JP-DATA', variantCode: 'A' });
    expect(cart.products.map((l) => l.variantCode)).toEqual(['B']);
    cart = removeLine(cart, { productCode: 'OTHER', variantCode: 'B' });
    expect(cart.products).toHaveLength(1);
    expect(clearCart()).toEqual({ distributor: null, order: { distributor: null }, products: [] });
  });

  it('totals in minor units without floating-point drift', () => {
    const cart = upsertLine(upsertLine(clearCart(), line('A', 3, 0.1)), line('B', 7, 19.86));
    expect(cartTotalMinor(cart)).toBe(30 + 13902);
  });

  it('a malformed stored value is an empty cart; bad lines are dropped', () => {
    expect(parseStoredCart('{oops').products).toEqual([]);
    expect(parseStoredCart(null).products).toEqual([]);
    const raw = JSON.stringify({
      distributor: dist1,
      products: [line('A', 2), { ...line('B', 0) }, { productCode: 5 }],
    });
    const cart = parseStoredCart(raw);
    expect(cart.products.map((l) => l.variantCode)).toEqual(['A']);
    expect(cart.order.distributor).toBe('DIST001');
  });
});

describe('stored working cart', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the cart in local storage (a reload reads it back) and logout clears it', () => {
    cartActions.setDistributor(dist1);
    cartActions.upsert(line('A', 2));
    cartActions.upsert(line('A', 4));
    const stored = JSON.parse(localStorage.getItem(StorageKey.cart)!);
    expect(stored.products).toHaveLength(1);
    expect(stored.products[0].qty).toBe(4);
    expect(stored.order).toEqual({ distributor: 'DIST001' });
    expect(getCart().products[0].qty).toBe(4);

    clearSignedInData();
    expect(localStorage.getItem(StorageKey.cart)).toBeNull();
    expect(getCart().products).toEqual([]);
  });

  it('switching distributor through the store empties it', () => {
    cartActions.setDistributor(dist1);
    cartActions.upsert(line('A', 2));
    cartActions.setDistributor(dist2);
    expect(getCart().products).toEqual([]);
    cartActions.upsert(line('A', 1));
    cartActions.remove({ productCode: 'WDR-JP-DATA', variantCode: 'A' });
    expect(getCart().products).toEqual([]);
    cartActions.upsert(line('B', 1));
    cartActions.clear();
    expect(getCart()).toEqual(clearCart());
  });
});
