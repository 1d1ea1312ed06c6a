import { Cookies } from './cookie';
import type { CompanyInfo, Profile, TokenResponse } from '@wander/contract';

/** Local-storage keys of spec section 3. */
export const StorageKey = {
  accessToken: 'wander.accessToken',
  refreshToken: 'wander.refreshToken',
  auth: 'wander.auth',
  profile: 'wander.profile',
  companyCode: 'wander.companyCode',
  companyName: 'wander.companyName',
  companyInfo: 'wander.companyInfo',
  customerInfo: 'wander.customerInfo',
  cart: 'wander.cart',
  remember: 'wander.remember',
} as const;

/** The remember-me cookie (auth data without the access token) lasts one day (spec section 9). */
export const AUTH_COOKIE = 'wander.auth';
export const AUTH_COOKIE_DAYS = 1;

export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  expiresIn: number;
  scope: string;
  receivedAt: number;
}

export interface CustomerInfo {
  customerId: string;
  customerName: string;
  entityCode: string;
  distributorEntityCode: string | null;
}

export interface WorkingCompany {
  code: string | null;
  name: string | null;
  info: CompanyInfo | null;
}

function readJson<T>(storage: Storage, key: string): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function writeJson(storage: Storage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

function removeEverywhere(...keys: string[]): void {
  for (const key of keys) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}

export function isRemembered(): boolean {
  return localStorage.getItem(StorageKey.remember) === 'true';
}

export function setRemembered(remember: boolean): void {
  localStorage.setItem(StorageKey.remember, String(remember));
}

/**
 * Stores the token answer. Remembered sign-ins live in local storage and a 1-day cookie (the cookie
 * decides how long they last); others live in session storage and end with the browser tab.
 */
export function saveAuth(token: TokenResponse, remember = isRemembered()): StoredAuth {
  const auth: StoredAuth = {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    tokenType: token.token_type,
    expiresIn: token.expires_in,
    scope: token.scope,
    receivedAt: Date.now(),
  };
  clearAuth();
  setRemembered(remember);
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(StorageKey.accessToken, auth.accessToken);
  storage.setItem(StorageKey.refreshToken, auth.refreshToken);
  writeJson(storage, StorageKey.auth, auth);
  if (remember) {
    const { accessToken: _omitted, ...cookieData } = auth;
    Cookies.set(AUTH_COOKIE, JSON.stringify(cookieData), {
      expires: AUTH_COOKIE_DAYS,
      sameSite: 'strict',
    });
  }
  return auth;
}

export function loadAuth(): StoredAuth | null {
  const remember = isRemembered();
  if (remember && Cookies.get(AUTH_COOKIE) === undefined) {
    // The remember-me day is over: forget the tokens that outlived it.
    if (localStorage.getItem(StorageKey.accessToken) !== null) clearAuth();
    return null;
  }
  const storage = remember ? localStorage : sessionStorage;
  const auth = readJson<StoredAuth>(storage, StorageKey.auth);
  const accessToken = storage.getItem(StorageKey.accessToken);
  const refreshToken = storage.getItem(StorageKey.refreshToken);
  if (!auth || !accessToken || !refreshToken) return null;
  return { ...auth, accessToken, refreshToken };
}

export function clearAuth(): void {
  removeEverywhere(StorageKey.accessToken, StorageKey.refreshToken, StorageKey.auth);
  Cookies.remove(AUTH_COOKIE);
}

export function saveProfile(profile: Profile): void {
  writeJson(localStorage, StorageKey.profile, profile);
}

export function loadProfile(): Profile | null {
  return readJson<Profile>(localStorage, StorageKey.profile);
}

export function saveCustomerInfo(info: CustomerInfo | null): void {
  if (info) writeJson(localStorage, StorageKey.customerInfo, info);
  else removeEverywhere(StorageKey.customerInfo);
}

export function loadCustomerInfo(): CustomerInfo | null {
  return readJson<CustomerInfo>(localStorage, StorageKey.customerInfo);
}

export function saveWorkingCompany(code: string, name: string): void {
  localStorage.setItem(StorageKey.companyCode, code);
  localStorage.setItem(StorageKey.companyName, name);
  localStorage.removeItem(StorageKey.companyInfo);
}

export function saveCompanyInfo(info: CompanyInfo): void {
  writeJson(localStorage, StorageKey.companyInfo, info);
}

export function clearWorkingCompany(): void {
  removeEverywhere(StorageKey.companyCode, StorageKey.companyName, StorageKey.companyInfo);
}

export function loadWorkingCompany(): WorkingCompany {
  return {
    code: localStorage.getItem(StorageKey.companyCode),
    name: localStorage.getItem(StorageKey.companyName),
    info: readJson<CompanyInfo>(localStorage, StorageKey.companyInfo),
  };
}

/**
 * Logout storage: auth, profile and cart in persistent and session storage (spec section 4). The
 * working company and customer info belong to the signed-out user, so they go too.
 */
export function clearSignedInData(): void {
  clearAuth();
  removeEverywhere(StorageKey.profile, StorageKey.cart);
  clearWorkingCompany();
  removeEverywhere(StorageKey.customerInfo);
}
