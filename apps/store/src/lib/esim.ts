import type { StoreEsim } from '@wander/contract';

export { iphoneInstallLink } from '@wander/contract/store/esim-install';

const DAY = 86_400_000;

/** Days left of the plan's validity, counted from delivery (the API has no activation date). */
export const daysLeft = (esim: StoreEsim, now = Date.now()) =>
  esim.deliveredAt
    ? Math.max(0, Math.ceil((new Date(esim.deliveredAt).getTime() + esim.days * DAY - now) / DAY))
    : esim.days;
