import type { SecretBox } from './crypto/secret-box.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { SigningKeys } from './auth/keys.js';
import type { AuthContextCache } from './auth/context.js';
import type { FailureThrottle } from './auth/throttle.js';
import type { JobQueue } from './jobs/jobs.js';
import type { Mailer } from './mail/mailer.js';
import type { FileService } from './files/file-service.js';
import type { Metrics } from './metrics/metrics.js';

/** What the modules get from the platform: built once in app.ts, passed to every area. */
export interface Services {
  config: Config;
  database: Database;
  keys: SigningKeys;
  contexts: AuthContextCache;
  signInThrottle: { perAccount: FailureThrottle; perIp: FailureThrottle };
  /** The job queue (pg-boss; in-process in tests that ask for it). */
  jobs: JobQueue;
  /** Outbox mail: `mail.queue(tx, {template, to, data})` in a transaction, `mail.relay()` after it. */
  mail: Mailer;
  /** Uploaded files: the storage (local disk or S3) and the stored_files rows. */
  files: FileService;
  /** Seals secrets kept at rest (providers' credentials); SECRETS_KEY or the data directory's. */
  secrets: SecretBox;
  /**
   * The metrics (GET /api/metrics): the areas report what only they see through it, e.g.
   * `metrics.providerCall(provider, seconds, ok)` and the worker pool's `recordPoolTask`.
   */
  metrics: Metrics;
}
