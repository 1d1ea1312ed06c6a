/**
 * The spec's validation messages (section 5) and the patterns behind them, without zod: light
 * screens (sign-in) check values with them directly; validators.ts builds the schemas from them.
 */
export const messages = {
  required: (label: string) => `${label} is required`,
  email: 'Email is invalid',
  digits: (label: string) => `${label} should have only digits`,
  match: (label: string, other: string) => `${label} does not match with ${other}`,
  maxLength: (label: string, n: number) => `${label} should have maximum of ${n} characters`,
  minValue: (label: string, n: number) => `${label} should have minimum value of ${n}`,
  maxValue: (label: string, n: number) => `${label} should have maximum value of ${n}`,
  integer: (label: string) => `${label} should be an integer`,
  decimals: (label: string, n: number) => `${label} should have maximum of ${n} decimal places`,
  invalidOption: (label: string) => `${label} is not a valid option`,
  httpsUrl: (label: string) =>
    `${label} should be an https:// address (http:// only for 127.0.0.1, ::1 or localhost)`,
  password:
    'Password must be at least 8 characters, contains uppercase, lower case letter, alpha-numeric, special character',
} as const;

/** Email with a top-level domain of 2 to 4 letters (spec section 5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
/**
 * Email with any top-level domain (.travel, .agency, .online; an IDN's xn--): for consumers and
 * group travellers, who bring the address they have. Takes every address EMAIL_PATTERN takes.
 */
export const ANY_TLD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
/** At least 8 characters, an uppercase and a lowercase letter, a digit and a special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
export const DIGITS_PATTERN = /^\d+$/;
/** The hosts an http:// address may name: this machine (a local fake, a sidecar proxy). */
export const LOOPBACK_HOSTS = ['127.0.0.1', '[::1]', 'localhost'];

/** scheme://host[:port][/path]: no user or password, no query or fragment (a base address). */
const BASE_URL_PATTERN =
  /^(https?):\/\/(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?)(?::\d{1,5})?(?:\/[^\s?#]*)?$/i;

/** An https URL, or an http one on this machine, as a base address other paths are added to. */
export function isHttpsUrl(value: string): boolean {
  const match = BASE_URL_PATTERN.exec(value);
  if (!match) return false;
  const [, scheme, host] = match;
  return scheme.toLowerCase() === 'https' || LOOPBACK_HOSTS.includes(host.toLowerCase());
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
