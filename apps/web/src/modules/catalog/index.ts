// The cart store only: pages are loaded lazily by the router, so importing the cart from another
// area (the purchase order form) does not pull the catalogue page into that chunk.
export { getCart, useCart, useCartCount, cartActions } from './cart-store';
export {
  cartCount,
  cartTotalMinor,
  lineTotalMinor,
  type CartDistributor,
  type CartLine,
  type StoredCart,
} from './cart-rules';

/** The navigation state /purchase-order-new receives from the catalogue's Order button. */
export interface FromCatalogState {
  fromCatalog: true;
}
export const isFromCatalog = (state: unknown): state is FromCatalogState =>
  !!state && typeof state === 'object' && (state as { fromCatalog?: unknown }).fromCatalog === true;
