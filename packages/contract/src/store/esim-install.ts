/**
 * Apple's universal link that installs an eSIM on an iPhone (iOS 17.4+) from its LPA string. A
 * module of its own, without zod: the store's eSIM card imports it (issue 28's 120 KiB budget;
 * through the contract's index it pulled zod's 20 KiB into My eSIMs and orders).
 */
export const iphoneInstallLink = (activationCode: string) =>
  `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${encodeURIComponent(activationCode).replace(/%3A/gi, ':').replace(/%24/g, '$')}`;
