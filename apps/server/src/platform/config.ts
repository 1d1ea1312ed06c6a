import path from 'node:path';
import { trustProxyFrom } from './trust-proxy.js';

/**
 * All configuration comes from environment variables, read here and nowhere else.
 * Every value has a safe default so that `npm start` works on a fresh machine.
 */
export interface Config {
  port: number;
  host: string;
  /** Always starts and ends with '/'. The SPA is served here and the API at `${basePath}api/`. */
  basePath: string;
  dataDir: string;
  /** Unset means the embedded PGlite database in `${dataDir}/pglite`. */
  databaseUrl: string | undefined;
  /**
   * PostgreSQL itself when DATABASE_URL goes through a pooler (PgBouncer): LISTEN, the job queue
   * and the start-up lock need a session of their own. Defaults to DATABASE_URL.
   */
  databaseDirectUrl: string | undefined;
  /** 'transaction' when DATABASE_URL is a transaction-mode pooler: no named prepared statements. */
  databasePoolMode: 'session' | 'transaction';
  /**
   * Connections each server process keeps to DATABASE_URL (DATABASE_POOL_SIZE, default 20). More
   * is not faster: on 2 cores 50 connections served the catalogue slower than 10 or 20 (the
   * backends take turns on the cores); see docs/architecture.md, "Performance".
   */
  databasePoolSize: number;
  /**
   * The reverse proxy in front (TRUST_PROXY): a hop count (`1`: the one proxy that connects to
   * us) or the proxy's addresses and networks (`10.0.0.5,10.1.0.0/16`, also `loopback`,
   * `linklocal`, `uniquelocal`). The client's address is then the one that proxy appended to
   * X-Forwarded-For, never the left-most entry the caller wrote. false: no proxy is trusted.
   */
  trustProxy: false | number | string[];
  /** Load the demo world at start-up (default: on for the embedded database, off for PostgreSQL). */
  seedDemo: boolean;
  jwtPrivateKey: string | undefined;
  jwtPublicKey: string | undefined;
  /** SECRETS_KEY: seals secrets at rest (32 bytes, base64 or hex); unset: `${dataDir}/keys`. */
  secretsKey: string | undefined;
  /** SECRETS_KEY_PREVIOUS: during a rotation, the key being replaced (docs/operations.md, "Secrets"). */
  secretsKeyPrevious: string | undefined;
  /** METRICS_TOKEN: the bearer a scraper reads GET /api/metrics with (16+ characters); unset: none. */
  metricsToken: string | undefined;
  /**
   * TWO_FACTOR_REPLAY_GUARD (default true): a TOTP code signs in once (RFC 6238 5.2). Only the
   * test harnesses turn it off ('false'): they sign the published demo accounts in many times a
   * minute; two-factor.test.ts checks the guard on.
   */
  twoFactorReplayGuard: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  publicApiKey: string;
  /**
   * The sales platform API key the demo web store at `/store/` calls the store API with
   * (STORE_API_KEY); unset: the demo platform WEB-MY's known key when the demo world is loaded.
   */
  storeApiKey: string | undefined;
  webDistDir: string;
  /** The built web store (apps/store/dist), served at `${basePath}store/` (issue 28). */
  storeDistDir: string;
  logLevel: string;
  /** Failed sign-ins allowed per account and per IP inside the window before 429. */
  signInThrottle: { perAccount: number; perIp: number; windowSeconds: number };
  /** Seconds a signed-in user's roles, permissions and companies are cached (0 = no cache). */
  authContextCacheSeconds: number;
  /** Longest life of a cached catalogue search page (0 = no cache); changes drop pages at once. */
  catalogCacheSeconds: number;
  /**
   * Card payments: Stripe when both secrets are set, else the built-in sandbox provider if it is
   * enabled (PAYMENT_SANDBOX; default on for the embedded database, off with DATABASE_URL or
   * NODE_ENV=production), else none.
   */
  payments: {
    stripeSecretKey?: string;
    stripeWebhookSecret?: string;
    sandboxSecret?: string;
    sandboxEnabled: boolean;
    stripeApiBase?: string;
    paydollarMerchantId?: string;
    paydollarSecret?: string;
    paydollarBaseUrl: string;
    /** PayDollar Merchant API user (orderApi: refunds and order queries). */
    paydollarApiLoginId?: string;
    paydollarApiPassword?: string;
  };
  /** Upstream eSIM providers (modules/supply). */
  supply: {
    /**
     * SUPPLY_DEMO: whether the Demo Supplier (made-up eSIMs at no cost) may be connected and
     * used. Like PAYMENT_SANDBOX: on by default for the embedded database only, off with
     * DATABASE_URL or NODE_ENV=production unless SUPPLY_DEMO=true says so.
     */
    demoSupplier: boolean;
    /** SUPPLY_SYNC_MINUTES: each synced provider's packages are synced again this often (60). */
    syncMinutes: number;
  };
  /**
   * Daily exchange rates (modules/rates): RATES_SOURCE 'ecb' fetches the European Central Bank's
   * reference rates from RATES_ECB_URL (the folder of eurofxref-daily.xml) once a day; 'none'
   * (the default, tests and demo included) fetches nothing.
   */
  rates: { source: 'ecb' | 'none'; ecbUrl: string };
  /** The portal's address as users reach it; links in e-mails start with it (ends with '/'). */
  publicBaseUrl: string;
  mail: {
    /** SMTP connection URL (smtp://user:pass@host:587, smtps://...); unset: log only. */
    smtpUrl: string | undefined;
    from: string;
    /** Retries after a failed send, and the first retry's delay (doubling after). */
    retryLimit: number;
    retryDelaySeconds: number;
  };
  /**
   * Uploaded files: on local disk under `${dataDir}/files` (FILES_DIR), or in S3-compatible
   * storage when S3_BUCKET is set (S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
   * S3_FORCE_PATH_STYLE).
   */
  files: { dir: string; s3: S3Config | undefined };
  /** Push messages (Firebase Cloud Messaging HTTP v1) and SMS (an HTTP SMS provider). */
  messaging: MessagingConfig;
  /** Lifetimes of the single-use account tokens and of invitations. */
  tokens: { confirmEmailHours: number; resetPasswordMinutes: number; invitationDays: number };
  /** MIGRATIONS_DIR: the migrations a start applies; unset: this release's own. */
  migrationsDir: string | undefined;
  /** Backups (`npm run backup`, `restore`, `backup:setup`; docs/operations.md, "Backups"). */
  backup: BackupConfig;
}

export interface BackupConfig {
  /** BACKUP_DIR: where `npm run backup` writes an embedded deployment's backups. */
  dir: string;
  /** pgBackRest (PostgreSQL): the stanza, its configuration file, the repository. */
  stanza: string;
  pgbackrestConfig: string;
  repoType: 'posix' | 's3';
  /** The repository's path: a directory (posix) or a prefix in the bucket (s3). */
  repoPath: string;
  retentionFull: number;
  /** Encrypts the repository (aes-256-cbc) when set. */
  cipherPass: string | undefined;
  s3VerifyTls: boolean;
}

export interface MessagingConfig {
  /** FIREBASE_CREDENTIALS: a service-account JSON (or a path to one); unset: push is only logged. */
  firebaseCredentials: string | undefined;
  /** FCM_BASE_URL (default https://fcm.googleapis.com) and FCM_TOKEN_URL (default: the JSON's token_uri). */
  fcmBaseUrl: string;
  fcmTokenUrl: string | undefined;
  /** SMS_URL: the HTTP SMS provider (POST JSON {to, message}); SMS_TOKEN its bearer. Unset: logged. */
  smsUrl: string | undefined;
  smsToken: string | undefined;
  /** Recipients claimed and sent per transaction (NOTIFICATION_BATCH_SIZE, default 500). */
  batchSize: number;
  /** Seconds between polls of the message workers for due scheduled messages (NOTIFICATION_POLL_SECONDS, default 2). */
  pollSeconds: number;
}

export interface S3Config {
  /** Unset: the AWS endpoint of the region. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (instance role ...). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Path-style addressing (MinIO, most self-hosted S3 servers). */
  forcePathStyle: boolean;
}

function s3From(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
}

export function normaliseBasePath(value: string | undefined): string {
  const trimmed = (value ?? '/').trim();
  const withLead = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/** PUBLIC_BASE_URL, else http://localhost:PORT/BASE_PATH; always ends with '/'. */
function publicBaseUrlFrom(env: NodeJS.ProcessEnv): string {
  const fallback = `http://localhost:${env.PORT || '8080'}${normaliseBasePath(env.BASE_PATH)}`;
  const value = env.PUBLIC_BASE_URL || fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('PUBLIC_BASE_URL must be an absolute http(s) URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('PUBLIC_BASE_URL must be an absolute http(s) URL');
  }
  return url.toString().replace(/\/?$/, '/');
}

/**
 * A PEM key from the environment, where it may have been written on one line with `\n` for its
 * line breaks (an env file, as systemd's EnvironmentFile reads it, has no multi-line values).
 */
function pemFrom(value: string | undefined): string | undefined {
  return value ? value.replace(/\\n/g, '\n') : undefined;
}

function poolModeFrom(value: string | undefined): 'session' | 'transaction' {
  if (!value || value === 'session') return 'session';
  if (value === 'transaction') return 'transaction';
  throw new Error(`DATABASE_POOL_MODE must be session or transaction, not ${value}`);
}

function metricsTokenFrom(value: string | undefined): string | undefined {
  if (value && value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return value || undefined;
}

function poolSizeFrom(value: string | undefined): number {
  const n = intFrom(value, 20, 'DATABASE_POOL_SIZE');
  if (n < 1) throw new Error('DATABASE_POOL_SIZE must be at least 1');
  return n;
}

function ratesFrom(env: NodeJS.ProcessEnv): Config['rates'] {
  const source = (env.RATES_SOURCE || 'none').toLowerCase();
  if (source !== 'ecb' && source !== 'none') throw new Error('RATES_SOURCE must be ecb or none');
  const ecbUrl = env.RATES_ECB_URL || 'https://www.ecb.europa.eu/stats/eurofxref/';
  return { source, ecbUrl: ecbUrl.endsWith('/') ? ecbUrl : `${ecbUrl}/` };
}

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function backupFrom(env: NodeJS.ProcessEnv): BackupConfig {
  const repoType = env.BACKUP_REPO_TYPE || (env.S3_BUCKET ? 's3' : 'posix');
  if (repoType !== 'posix' && repoType !== 's3') {
    throw new Error('BACKUP_REPO_TYPE must be posix or s3');
  }
  if (repoType === 's3' && !env.S3_BUCKET) throw new Error('BACKUP_REPO_TYPE=s3 needs S3_BUCKET');
  const stanza = env.BACKUP_STANZA || 'wander';
  if (!/^[A-Za-z0-9_-]+$/.test(stanza)) throw new Error('BACKUP_STANZA: letters, digits, - and _');
  return {
    dir: path.resolve(env.BACKUP_DIR || path.join(repoRoot, 'backups')),
    stanza,
    pgbackrestConfig: env.BACKUP_PGBACKREST_CONFIG || '/etc/pgbackrest/pgbackrest.conf',
    repoType,
    repoPath: env.BACKUP_REPO_PATH || (repoType === 's3' ? '/pgbackrest' : '/var/lib/pgbackrest'),
    retentionFull: Math.max(1, intFrom(env.BACKUP_RETENTION_FULL, 2, 'BACKUP_RETENTION_FULL')),
    cipherPass: env.BACKUP_CIPHER_PASS || undefined,
    s3VerifyTls: env.BACKUP_S3_VERIFY_TLS !== 'false',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const seedDefault = databaseUrl ? '0' : '1';
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
  return {
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    basePath: normaliseBasePath(env.BASE_PATH),
    dataDir,
    databaseUrl,
    databaseDirectUrl: env.DATABASE_DIRECT_URL || undefined,
    databasePoolMode: poolModeFrom(env.DATABASE_POOL_MODE),
    databasePoolSize: poolSizeFrom(env.DATABASE_POOL_SIZE),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    seedDemo: (env.SEED_DEMO ?? seedDefault) === '1',
    jwtPrivateKey: pemFrom(env.JWT_PRIVATE_KEY),
    jwtPublicKey: pemFrom(env.JWT_PUBLIC_KEY),
    secretsKey: env.SECRETS_KEY || undefined,
    secretsKeyPrevious: env.SECRETS_KEY_PREVIOUS || undefined,
    metricsToken: metricsTokenFrom(env.METRICS_TOKEN),
    twoFactorReplayGuard: env.TWO_FACTOR_REPLAY_GUARD !== 'false',
    accessTokenTtlSeconds: intFrom(env.ACCESS_TOKEN_TTL_SECONDS, 900, 'ACCESS_TOKEN_TTL_SECONDS'),
    refreshTokenTtlSeconds: intFrom(
      env.REFRESH_TOKEN_TTL_SECONDS,
      7 * 24 * 3600,
      'REFRESH_TOKEN_TTL_SECONDS',
    ),
    publicApiKey: env.PUBLIC_API_KEY || 'wander-public-web-key',
    storeApiKey: env.STORE_API_KEY || undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR || path.join(repoRoot, 'apps/web/dist')),
    storeDistDir: path.resolve(env.STORE_DIST_DIR || path.join(repoRoot, 'apps/store/dist')),
    logLevel: env.LOG_LEVEL || 'info',
    signInThrottle: {
      perAccount: intFrom(env.SIGNIN_MAX_FAILS_PER_ACCOUNT, 5, 'SIGNIN_MAX_FAILS_PER_ACCOUNT'),
      perIp: intFrom(env.SIGNIN_MAX_FAILS_PER_IP, 30, 'SIGNIN_MAX_FAILS_PER_IP'),
      windowSeconds: intFrom(
        env.SIGNIN_THROTTLE_WINDOW_SECONDS,
        900,
        'SIGNIN_THROTTLE_WINDOW_SECONDS',
      ),
    },
    catalogCacheSeconds: intFrom(env.CATALOG_CACHE_SECONDS, 60, 'CATALOG_CACHE_SECONDS'),
    authContextCacheSeconds: intFrom(
      env.AUTH_CONTEXT_CACHE_SECONDS,
      5,
      'AUTH_CONTEXT_CACHE_SECONDS',
    ),
    payments: {
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      sandboxSecret: env.PAYMENT_SANDBOX_SECRET || undefined,
      stripeApiBase: env.STRIPE_API_BASE || undefined,
      paydollarMerchantId: env.PAYDOLLAR_MERCHANT_ID || undefined,
      paydollarSecret: env.PAYDOLLAR_SECURE_HASH_SECRET || undefined,
      paydollarBaseUrl: env.PAYDOLLAR_BASE_URL || 'https://www.paydollar.com/b2c2/eng',
      paydollarApiLoginId: env.PAYDOLLAR_API_LOGIN_ID || undefined,
      paydollarApiPassword: env.PAYDOLLAR_API_PASSWORD || undefined,
      // On by default for the embedded demo only: a start on a real PostgreSQL (or in
      // production) takes no test payments unless PAYMENT_SANDBOX=true says so.
      sandboxEnabled: env.PAYMENT_SANDBOX
        ? env.PAYMENT_SANDBOX === 'true'
        : env.NODE_ENV !== 'production' && !env.DATABASE_URL,
    },
    supply: {
      demoSupplier: env.SUPPLY_DEMO
        ? env.SUPPLY_DEMO === 'true'
        : env.NODE_ENV !== 'production' && !env.DATABASE_URL,
      syncMinutes: Math.max(1, intFrom(env.SUPPLY_SYNC_MINUTES, 60, 'SUPPLY_SYNC_MINUTES')),
    },
    rates: ratesFrom(env),
    publicBaseUrl: publicBaseUrlFrom(env),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Wander <no-reply@wander.local>',
      retryLimit: intFrom(env.MAIL_RETRY_LIMIT, 5, 'MAIL_RETRY_LIMIT'),
      retryDelaySeconds: intFrom(env.MAIL_RETRY_DELAY_SECONDS, 30, 'MAIL_RETRY_DELAY_SECONDS'),
    },
    files: {
      dir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
      s3: s3From(env),
    },
    messaging: {
      firebaseCredentials: env.FIREBASE_CREDENTIALS || undefined,
      fcmBaseUrl: (env.FCM_BASE_URL || 'https://fcm.googleapis.com').replace(/\/+$/, ''),
      fcmTokenUrl: env.FCM_TOKEN_URL || undefined,
      smsUrl: env.SMS_URL || undefined,
      smsToken: env.SMS_TOKEN || undefined,
      batchSize: Math.max(1, intFrom(env.NOTIFICATION_BATCH_SIZE, 500, 'NOTIFICATION_BATCH_SIZE')),
      pollSeconds: Math.max(
        1,
        intFrom(env.NOTIFICATION_POLL_SECONDS, 2, 'NOTIFICATION_POLL_SECONDS'),
      ),
    },
    tokens: {
      confirmEmailHours: intFrom(env.CONFIRM_EMAIL_TTL_HOURS, 72, 'CONFIRM_EMAIL_TTL_HOURS'),
      resetPasswordMinutes: intFrom(
        env.RESET_PASSWORD_TTL_MINUTES,
        60,
        'RESET_PASSWORD_TTL_MINUTES',
      ),
      invitationDays: intFrom(env.INVITATION_TTL_DAYS, 14, 'INVITATION_TTL_DAYS'),
    },
    migrationsDir: env.MIGRATIONS_DIR ? path.resolve(env.MIGRATIONS_DIR) : undefined,
    backup: backupFrom(env),
  };
}
