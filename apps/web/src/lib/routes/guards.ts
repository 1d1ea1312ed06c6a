import type { Profile } from '@wander/contract';
import { isCompanyAdmin } from '../access/permissions';
import type { WorkingCompany } from '../session/storage';

export const SETUP_START_PATH = '/general/company-detail?showSteps=true&edit=true';
const SETUP_EXEMPT_PATHS = ['/general/company-detail', '/profile'];

export function hasShowSteps(search: string): boolean {
  return new URLSearchParams(search).has('showSteps');
}

/**
 * A company admin whose stored company is not fully set up is sent to the company-setup screen,
 * unless the URL carries showSteps or the user is on that screen or the profile.
 */
export function setupRedirect(
  profile: Profile | null,
  company: WorkingCompany,
  pathname: string,
  search: string,
): string | null {
  if (!isCompanyAdmin(profile)) return null;
  if (!company.info || company.info.isSetupFully) return null;
  if (hasShowSteps(search) || SETUP_EXEMPT_PATHS.includes(pathname)) return null;
  return SETUP_START_PATH;
}

export interface SignInState {
  from?: string;
  /** A message for the sign-in screen (after registration: confirm your e-mail first). */
  notice?: string;
}

/** The state handed to /sign-in so that sign-in can go back to where the visitor was. */
export function signInStateFor(pathname: string, search: string): SignInState {
  return { from: `${pathname}${search}` };
}
