import {
  ApiPath,
  companyProfileResource,
  type CompanyInfo,
  type FieldDefinition,
  type Profile,
  type SetupStatus,
} from '@wander/contract';
import { api } from '../../lib/api';
import { sessionActions } from '../../lib/session/session';
import type { CrudConfig } from '../../crud/crud-types';
import { landingAfterSignIn } from '../identity/landing';
import { SETUP_PRODUCTS_STEP_PATH } from './setup-products-step';

export const COMPANY_CONFIG: CrudConfig = { resource: companyProfileResource };

/** What identifies a company and where it sits: read-only in the company's own setup step. */
const PROTECTED = new Set(['entityCode', 'customCode', 'companyType', 'parentEntityCode']);

export function companyFieldsFor(platformAdmin: boolean): FieldDefinition[] {
  return companyProfileResource.fields.map((field) =>
    !platformAdmin && PROTECTED.has(field.key) ? { ...field, readOnlyOnEdit: true } : field,
  );
}

/** The current company (GetDetail without an id); stored as the working company's info. */
export async function fetchCurrentCompany(): Promise<CompanyInfo> {
  const info = await api.get<CompanyInfo>(ApiPath.companyDetail);
  sessionActions.companyInfoLoaded(info);
  return info;
}

/**
 * After the company was saved: the setup check again; once fully set up the stored company info
 * says so. Returns where to go (spec section 4), or null to stay on the page.
 */
export async function afterCompanySaved(
  profile: Profile | null,
  inSetup: boolean,
): Promise<string | null> {
  const status = await api.post<SetupStatus>(ApiPath.isSetupFully);
  const info = status.isSetupFully ? await fetchCurrentCompany() : null;
  if (!inSetup || !profile) return null;
  // A distributor goes on to the wizard's products step before the dashboard.
  if (info?.companyType === 'distributor') return SETUP_PRODUCTS_STEP_PATH;
  const next = await landingAfterSignIn(profile, status, null);
  return next.startsWith('/general/company-detail') ? null : next;
}
