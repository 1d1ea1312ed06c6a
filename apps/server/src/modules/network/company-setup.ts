import type { SetupStatus } from '@wander/contract';

/** The company details the setup wizard's step 0 asks for. */
const REQUIRED_DETAILS = [
  'companyName',
  'registerNumber',
  'email',
  'countryCode',
  'contactNumber',
  'address',
  'defaultCurrency',
] as const;

type CompanyDetails = { [K in (typeof REQUIRED_DETAILS)[number]]: string | null } & {
  companyType?: string;
};

/** A business customer registers with everything but an address; it does not hold it back. */
const OPTIONAL_BY_TYPE: Record<string, readonly string[]> = { customer: ['address'] };

/**
 * What a company still misses before it is fully set up. Step 0 is company details; step 2
 * (products, for distributors) is added by the catalogue area.
 */
export function setupStatusOf(company: CompanyDetails): SetupStatus {
  const optional = OPTIONAL_BY_TYPE[company.companyType ?? ''] ?? [];
  const missing = REQUIRED_DETAILS.filter(
    (field) => !optional.includes(field) && !company[field]?.trim(),
  );
  if (missing.length > 0) return { isSetupFully: false, step: 0, missing: [...missing] };
  return { isSetupFully: true, step: -1, missing: [] };
}
