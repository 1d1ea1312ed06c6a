import { useSyncExternalStore } from 'react';
import type { CompanyInfo, Profile, TokenResponse } from '@wander/contract';
import {
  clearSignedInData,
  clearWorkingCompany,
  loadAuth,
  loadCustomerInfo,
  loadProfile,
  loadWorkingCompany,
  saveAuth,
  saveCompanyInfo,
  saveCustomerInfo,
  saveProfile,
  saveWorkingCompany,
  type CustomerInfo,
  type WorkingCompany,
} from './storage';
import { revokeRefreshToken } from '../api/token-api';

/** What the shell renders from: the authenticated flag plus the stored profile and company. */
export interface SessionSnapshot {
  isAuthenticated: boolean;
  profile: Profile | null;
  company: WorkingCompany;
  customerInfo: CustomerInfo | null;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | null = null;

function build(): SessionSnapshot {
  return {
    isAuthenticated: loadAuth() !== null,
    profile: loadProfile(),
    company: loadWorkingCompany(),
    customerInfo: loadCustomerInfo(),
  };
}

export function getSession(): SessionSnapshot {
  snapshot ??= build();
  return snapshot;
}

/** Re-reads storage and tells subscribers (call after every write). */
export function refreshSession(): void {
  snapshot = build();
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export const sessionActions = {
  signedIn(token: TokenResponse, remember: boolean) {
    saveAuth(token, remember);
    refreshSession();
  },
  tokenRefreshed(token: TokenResponse) {
    saveAuth(token);
    refreshSession();
  },
  profileLoaded(profile: Profile) {
    saveProfile(profile);
    refreshSession();
  },
  customerInfoLoaded(info: CustomerInfo | null) {
    saveCustomerInfo(info);
    refreshSession();
  },
  companySelected(code: string, name: string) {
    saveWorkingCompany(code, name);
    refreshSession();
  },
  companyCleared() {
    clearWorkingCompany();
    refreshSession();
  },
  companyInfoLoaded(info: CompanyInfo) {
    saveCompanyInfo(info);
    refreshSession();
  },
  /** Clears stored auth, profile, cart and company, drops the authenticated flag. */
  signedOut() {
    clearSignedInData();
    refreshSession();
  },
};

export const SIGN_IN_HASH = '#/sign-in';

/**
 * Logout (spec section 4): clear everything signed-in and go to the sign-in screen. The session
 * also ends on the server, so a copy of its tokens is worthless (docs/api-contract.md, "Sign-out").
 */
export function logout(): void {
  const auth = loadAuth();
  if (auth) void revokeRefreshToken(auth.refreshToken);
  sessionActions.signedOut();
  window.location.hash = SIGN_IN_HASH;
}
