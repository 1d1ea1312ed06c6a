import type { Profile } from '@wander/contract';
import type { WorkingCompany } from '../session/storage';

export interface CurrentCompany {
  code: string;
  name: string;
  customCode: string | null;
  isSetupFully: boolean;
}

/**
 * The working company as the shell sees it: the stored company info (GetDetail) wins, else the
 * matching entry of profile.companies.
 */
export function currentCompanyOf(
  profile: Profile | null,
  company: WorkingCompany,
): CurrentCompany | null {
  if (!company.code) return null;
  const fromProfile = profile?.companies.find((c) => c.entityCode === company.code);
  const info = company.info && company.info.entityCode === company.code ? company.info : null;
  if (!info && !fromProfile) return null;
  return {
    code: company.code,
    name: info?.companyName ?? fromProfile?.companyName ?? company.name ?? company.code,
    customCode: info?.customCode ?? fromProfile?.customCode ?? null,
    isSetupFully: info?.isSetupFully ?? fromProfile?.isSetupFully ?? false,
  };
}
