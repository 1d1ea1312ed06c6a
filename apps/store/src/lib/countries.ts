import { ISO_COUNTRIES } from '@wander/contract/iso-countries';

/** The home countries a consumer can sign up with (the contract's ISO list; names from Intl). */
export const COUNTRY_CODES = ISO_COUNTRIES.map((c) => c.countryCode);
