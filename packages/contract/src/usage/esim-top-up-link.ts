// zod-free (issue 30): the order page's eSIM cards link here without the usage schemas.
/** The web route a usage alert links to: the top-up of that eSIM (GetTopUpESim + buy). */
export const ESIM_TOP_UP_ROUTE = '/setup/esim-top-up';
export const esimTopUpLink = (esimId: string) => `${ESIM_TOP_UP_ROUTE}/${esimId}`;
