import type { StoreEsim } from '@wander/contract';

/** Apple's universal link that installs an eSIM on an iPhone (iOS 17.4+) from its LPA string. */
export const iphoneInstallLink = (activationCode: string) =>
  `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(activationCode).replace(/%3A/gi, ':').replace(/%24/g, '$')}`;

const DAY = 86_400_000;

/** Days left of the plan's validity, counted from delivery (the API has no activation date). */
export const daysLeft = (esim: StoreEsim, now = Date.now()) =>
  esim.deliveredAt
    ? Math.max(0, Math.ceil((new Date(esim.deliveredAt).getTime() + esim.days * DAY - now) / DAY))
    : esim.days;
