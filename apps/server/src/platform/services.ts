import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { SigningKeys } from './auth/keys.js';
import type { AuthContextCache } from './auth/context.js';
import type { FailureThrottle } from './auth/throttle.js';

/** What the modules get from the platform: built once in app.ts, passed to every area. */
export interface Services {
  config: Config;
  database: Database;
  keys: SigningKeys;
  contexts: AuthContextCache;
  signInThrottle: { perAccount: FailureThrottle; perIp: FailureThrottle };
}
