import {
  ApiPath,
  type Profile,
  type SetupStatus,
  type TokenResponse,
  type TwoFactorStatus,
} from '@wander/contract';
import { ApiError, api, requestPasswordToken } from '../../lib/api';
import { isCustomer } from '../../lib/access/permissions';
import { sessionActions } from '../../lib/session/session';
import type { CustomerInfo } from '../../lib/session/storage';
import { selectWorkingCompany } from '../../lib/session/working-company';
import { landingAfterSignIn, needsSetupCheck } from './landing';

async function loadCustomerInfo(profile: Profile): Promise<CustomerInfo | null> {
  if (!isCustomer(profile)) return null;
  try {
    return await api.get<CustomerInfo>(ApiPath.customerInfo);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Where a user whose role requires a second factor, and who has none yet, enrols first. */
export const TWO_FACTOR_ENROL_PATH = '/profile';

/** True when one of the user's roles requires a second factor that they have not set up. */
async function mustEnrolSecondFactor(): Promise<boolean> {
  try {
    const status = await api.get<TwoFactorStatus | null>(ApiPath.twoFactor);
    return !!status && status.required && !status.enabled;
  } catch {
    return false;
  }
}

/**
 * The sign-in's steps after the profile: customer info, working company and the company setup
 * check. Returns the path to land on. Also run once a required second factor has been set up.
 */
export async function finishSignIn(profile: Profile, origin: string | null): Promise<string> {
  sessionActions.customerInfoLoaded(await loadCustomerInfo(profile));
  const first = profile.companies[0];
  let setupStatus: SetupStatus | null = null;
  if (first) {
    await selectWorkingCompany(first.entityCode, first.companyName);
    if (needsSetupCheck(profile)) setupStatus = await api.post<SetupStatus>(ApiPath.isSetupFully);
  } else {
    sessionActions.companyCleared();
  }
  return landingAfterSignIn(profile, setupStatus, origin);
}

/**
 * Everything after the token call (spec section 4 "Login"): profile, customer info, working company
 * and the company setup check. Returns the path to land on. A user whose role requires a second
 * factor not set up yet lands on the profile to set it up: until then the server answers nothing
 * else (403), so the other steps wait for it (the two-factor card runs them).
 */
export async function completeSignIn(
  token: TokenResponse,
  remember: boolean,
  origin: string | null,
): Promise<string> {
  sessionActions.signedIn(token, remember);
  try {
    const profile = await api.get<Profile>(ApiPath.profile);
    sessionActions.profileLoaded(profile);
    if (await mustEnrolSecondFactor()) {
      const first = profile.companies[0];
      if (first) sessionActions.companySelected(first.entityCode, first.companyName);
      else sessionActions.companyCleared();
      return TWO_FACTOR_ENROL_PATH;
    }
    return await finishSignIn(profile, origin);
  } catch (error) {
    sessionActions.signedOut();
    throw error;
  }
}

export async function signIn(
  input: { email: string; password: string; isRemember?: boolean; otp?: string },
  origin: string | null,
): Promise<string> {
  const otp = input.otp?.replace(/\s+/g, '') || undefined;
  const token = await requestPasswordToken(input.email.trim(), input.password, otp);
  return completeSignIn(token, input.isRemember === true, origin);
}
