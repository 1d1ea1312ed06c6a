import type { StoreEsim } from '@wander/contract';
import { countryName } from './destinations';
import { planNames } from './plan-name';

export { iphoneInstallLink } from '@wander/contract/store/esim-install';

const DAY = 86_400_000;

/** Days left of the plan's validity, counted from delivery (the API has no activation date). */
export const daysLeft = (esim: StoreEsim, now = Date.now()) =>
  esim.deliveredAt
    ? Math.max(0, Math.ceil((new Date(esim.deliveredAt).getTime() + esim.days * DAY - now) / DAY))
    : esim.days;

/**
 * Where a new eSIM for the same trip is bought, when this one cannot be topped up (issue 37): a
 * one-country eSIM's destination page, named by the country; otherwise the page of its own plan,
 * named by its product ("Europe").
 */
export function newEsimFor(esim: StoreEsim, lang: string) {
  const [only, ...more] = esim.countries;
  return only && more.length === 0
    ? { destination: countryName(only, lang), to: `destination/${only}` }
    : { destination: planNames(esim, lang).productName, to: `plan/${esim.variantId}` };
}
