import type { StorePlan } from '@wander/contract';
import { settings } from '../settings';
import { storedValue } from './stored';

/**
 * The cart: one plan and its quantity (the store API's checkout places one plan per order, up to
 * 10 eSIMs of it), kept on this device per platform.
 */
export interface Cart {
  variantId: string;
  qty: number;
  /** A top-up of this eSIM (its ICCID shown), not a new eSIM. */
  topUpOf?: string;
  topUpIccid?: string;
  /** The provider's package of a top-up of an eSIM bought from a provider, as it was offered. */
  topUpPlan?: StorePlan;
}
const cart = storedValue<Cart>(`wander-store-cart:${settings.platformCode}`);
export const setCart = cart.write;
export const useCart = cart.use;
