import { useSyncExternalStore } from 'react';
import { StorageKey } from '../../lib/session/storage';
import { subscribeSession } from '../../lib/session/session';
import {
  cartCount,
  clearCart,
  parseStoredCart,
  removeLine,
  setDistributor,
  upsertLine,
  type CartDistributor,
  type CartLine,
  type StoredCart,
} from './cart-rules';

/**
 * The stored working cart (local storage `wander.cart`, so a reload keeps it). Logout removes the
 * key (clearSignedInData), and the store re-reads storage on every session change and on storage
 * events from other tabs, so a signed-out cart is never shown again.
 */
const listeners = new Set<() => void>();
let lastRaw: string | null | undefined;
let snapshot: StoredCart = clearCart();

function read(): StoredCart {
  const raw = localStorage.getItem(StorageKey.cart);
  if (raw !== lastRaw) {
    lastRaw = raw;
    snapshot = parseStoredCart(raw);
  }
  return snapshot;
}

function write(next: StoredCart): void {
  localStorage.setItem(StorageKey.cart, JSON.stringify(next));
  notify();
}

function notify(): void {
  read();
  for (const listener of listeners) listener();
}

let wired = false;
function subscribe(listener: () => void): () => void {
  if (!wired) {
    wired = true;
    subscribeSession(notify);
    window.addEventListener('storage', (event) => {
      if (event.key === null || event.key === StorageKey.cart) notify();
    });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getCart(): StoredCart {
  return read();
}

export function useCart(): StoredCart {
  return useSyncExternalStore(subscribe, read, read);
}

export function useCartCount(): number {
  return cartCount(useCart());
}

export const cartActions = {
  /** A different distributor empties the cart (spec section 4). */
  setDistributor(distributor: CartDistributor) {
    write(setDistributor(read(), distributor));
  },
  /** Same productCode + variantCode replaces the quantity, otherwise appends. */
  upsert(line: CartLine) {
    write(upsertLine(read(), line));
  },
  remove(key: Pick<CartLine, 'productCode' | 'variantCode'>) {
    write(removeLine(read(), key));
  },
  clear() {
    localStorage.removeItem(StorageKey.cart);
    sessionStorage.removeItem(StorageKey.cart);
    notify();
  },
};
