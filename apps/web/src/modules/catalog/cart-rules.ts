/**
 * The working cart of spec sections 3 and 4, as plain data and pure rules (the store persists it).
 * Prices here are for display only: the server prices every order line again.
 */

/** The distributor the cart buys from (Cart: selected distributor). */
export interface CartDistributor {
  entityCode: string;
  companyName: string;
  defaultCurrency: string | null;
}

/** One cart line (spec section 3 "Cart line") plus the promotion lines shown under it. */
export interface CartLine {
  productId: string;
  productCode: string;
  productName: string;
  variantId?: string;
  variantCode?: string;
  variantValue?: string;
  variantName?: string;
  days?: number;
  /** Data in GB (per day for a day pass). */
  data?: number;
  isDayPass?: boolean;
  qty: number;
  /** Unit price for qty in major units (decimal), after quantity discounts; display only. */
  unitPrice: number;
  /** Unit price for one unit (before quantity discounts). */
  baseUnitPrice?: number;
  image?: string | null;
  uomId?: string | null;
  currency?: string | null;
  hasDiscounts?: boolean;
  promotions: string[];
}

/** Stored cart (working cart): distributor, order (holds the distributor value) and products. */
export interface StoredCart {
  distributor: CartDistributor | null;
  order: { distributor: string | null };
  products: CartLine[];
}

export const EMPTY_CART: StoredCart = Object.freeze({
  distributor: null,
  order: Object.freeze({ distributor: null }),
  products: Object.freeze([]) as unknown as CartLine[],
}) as StoredCart;

const sameLine = (a: Pick<CartLine, 'productCode' | 'variantCode'>, b: typeof a) =>
  a.productCode === b.productCode && (a.variantCode ?? null) === (b.variantCode ?? null);

/** Setting a different distributor empties the cart; the same one keeps it. */
export function setDistributor(cart: StoredCart, distributor: CartDistributor): StoredCart {
  if (cart.distributor?.entityCode === distributor.entityCode) {
    return { ...cart, distributor, order: { distributor: distributor.entityCode } };
  }
  return { distributor, order: { distributor: distributor.entityCode }, products: [] };
}

/** Same productCode and variantCode: replace the quantity (and line data); otherwise append. */
export function upsertLine(cart: StoredCart, line: CartLine): StoredCart {
  const index = cart.products.findIndex((l) => sameLine(l, line));
  if (index < 0) return { ...cart, products: [...cart.products, line] };
  const products = cart.products.slice();
  products[index] = { ...products[index], ...line };
  return { ...cart, products };
}

/** Delete removes the matching line. */
export function removeLine(
  cart: StoredCart,
  key: Pick<CartLine, 'productCode' | 'variantCode'>,
): StoredCart {
  return { ...cart, products: cart.products.filter((l) => !sameLine(l, key)) };
}

/** Clear resets everything. */
export function clearCart(): StoredCart {
  return { distributor: null, order: { distributor: null }, products: [] };
}

/** Number of items on the cart icon: the sum of quantities. */
export function cartCount(cart: StoredCart): number {
  return cart.products.reduce((sum, l) => sum + l.qty, 0);
}

/** Line total in minor units (rounded once), to avoid floating-point drift in sums. */
export function lineTotalMinor(line: Pick<CartLine, 'qty' | 'unitPrice'>): number {
  return Math.round(line.unitPrice * 100) * line.qty;
}

export function cartTotalMinor(cart: StoredCart): number {
  return cart.products.reduce((sum, l) => sum + lineTotalMinor(l), 0);
}

/** Reads a stored value defensively: anything malformed becomes an empty cart. */
export function parseStoredCart(raw: string | null): StoredCart {
  if (!raw) return clearCart();
  try {
    const value = JSON.parse(raw) as Partial<StoredCart>;
    if (!value || typeof value !== 'object' || !Array.isArray(value.products)) return clearCart();
    const products = value.products.filter(
      (l): l is CartLine =>
        !!l &&
        typeof l.productCode === 'string' &&
        Number.isInteger(l.qty) &&
        l.qty >= 1 &&
        typeof l.unitPrice === 'number',
    );
    const distributor = value.distributor?.entityCode ? value.distributor : null;
    return {
      distributor,
      order: { distributor: distributor?.entityCode ?? null },
      products: products.map((l) => ({ ...l, promotions: l.promotions ?? [] })),
    };
  } catch {
    return clearCart();
  }
}
