/**
 * A country's code and phone code: their own module, so a declaration that checks them (bank,
 * company, select lists) does not pull the ISO country list in with country.resource.ts.
 */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
export const PHONE_CODE_PATTERN = /^\+\d{1,4}$/;
