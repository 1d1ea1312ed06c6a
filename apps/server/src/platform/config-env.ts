/**
 * Every environment variable Wander reads, with its default and meaning: the table of
 * docs/operations.md ("Configuration") is generated from this list (`npm run docs:env`), and
 * config-env.test.ts fails when the server reads a variable this list lacks, when the list names
 * one nothing reads, or when the document's table is not the one generated. Values are read in
 * config.ts (a few modules read theirs where they are used).
 */
import { OPERATIONS_ENVIRONMENT } from './config-env-operations.js';
import { v, type EnvSection, type EnvVar } from './config-env-var.js';

export type { EnvSection, EnvVar };

export const ENVIRONMENT: EnvSection[] = [
  {
    title: 'Server',
    vars: [
      v('PORT', '`8080`', 'HTTP port'),
      v('HOST', '`0.0.0.0`', 'listen address (`127.0.0.1` behind a proxy on the same host)'),
      v('BASE_PATH', '`/`', 'where the app is served; the API is at `${BASE_PATH}api/`'),
      v(
        'PUBLIC_BASE_URL',
        '`http://localhost:${PORT}${BASE_PATH}`',
        "the portal's address as users reach it; every link in an e-mail starts with it (set it to the public https address in production)",
      ),
      v(
        'TRUST_PROXY',
        'unset (no proxy trusted)',
        "the reverse proxy in front: a hop count (`1` = the one proxy that connects to the portal; only when the portal cannot be reached past it) or the proxy's own addresses, comma-separated IPs or CIDRs (`10.0.0.5,10.1.0.0/16`; also `loopback`). The client's address (sign-in throttle, provider sender checks) is then the one that proxy appended to `X-Forwarded-For`. `true`/`any` is refused at start-up",
      ),
      v(
        'DATA_DIR',
        '`./data`',
        'the embedded database (`pglite/`), generated keys (`keys/`), uploaded files (`files/`); its control socket `wander.sock`',
      ),
      v(
        'NODE_ENV',
        'unset',
        '`production` turns the sandbox card provider and the Demo Supplier off unless set on explicitly',
      ),
      v(
        'SEED_DEMO',
        '`1` embedded, `0` with `DATABASE_URL`',
        'load the demo world at start-up (idempotent); a real deployment leaves it `0`',
      ),
      v('LOG_LEVEL', '`info`', 'pino log level (secrets are never logged)'),
      v(
        'WEB_DIST_DIR',
        '`apps/web/dist`',
        'the built back office to serve (its `.br`/`.gz` copies are answered when the browser accepts them)',
      ),
      v(
        'STORE_DIST_DIR',
        '`apps/store/dist`',
        'the built web store, served at `${BASE_PATH}store/`',
      ),
      v(
        'WORKER_THREADS',
        'cores - 1, at least 1',
        'threads of the worker pool that draws PDFs, QR codes and Excel files and parses uploads off the event loop',
      ),
    ],
  },
  {
    title: 'Database',
    vars: [
      v(
        'DATABASE_URL',
        'unset (embedded database)',
        'PostgreSQL 15+ connection URL; unset means the embedded database in `DATA_DIR/pglite` (one process)',
      ),
      v(
        'DATABASE_DIRECT_URL',
        '`DATABASE_URL`',
        'PostgreSQL itself when `DATABASE_URL` is a pooler (PgBouncer): LISTEN, the job queue and the start-up lock use it; `backup:setup` and `restore --to` too',
      ),
      v(
        'DATABASE_POOL_SIZE',
        '`20`',
        "connections each server process keeps to `DATABASE_URL`; their sum over the processes must stay under PostgreSQL's (or PgBouncer's) limit",
      ),
      v(
        'DATABASE_POOL_MODE',
        '`session`',
        '`transaction` when `DATABASE_URL` is a transaction-mode pooler (no named prepared statements)',
      ),
      v(
        'MIGRATIONS_DIR',
        "this release's `apps/server/src/db/migrations`",
        'the migrations a start (and `npm run db:migrate`) applies; only the rolling-upgrade test points it elsewhere',
      ),
    ],
  },
  {
    title: 'Keys and sign-in',
    vars: [
      v(
        ['JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY'],
        'generated in `DATA_DIR/keys`',
        'the Ed25519 key pair (PEM) that signs access tokens; replicas must share it (see "Secrets")',
      ),
      v(
        'SECRETS_KEY',
        'generated in `DATA_DIR/keys/secrets.key`',
        '32 bytes (base64 or 64 hex digits) sealing secrets at rest (providers\' credentials, two-factor secrets; AES-256-GCM) and signing travellers\' page links; replicas must share it (see "Secrets")',
      ),
      v(
        'SECRETS_KEY_PREVIOUS',
        'unset',
        'during a rotation of `SECRETS_KEY`: the key being replaced; what it sealed still opens until `npm run secrets:reseal` seals it again',
      ),
      v('ACCESS_TOKEN_TTL_SECONDS', '`900`', 'access token lifetime'),
      v('REFRESH_TOKEN_TTL_SECONDS', '`604800`', 'refresh token lifetime (rotated on every use)'),
      v(
        'PUBLIC_API_KEY',
        '`wander-public-web-key`',
        'the public key the web client sends on unauthenticated calls',
      ),
      v(
        'STORE_API_KEY',
        "the demo platform WEB-MY's key when the demo world is loaded",
        'names the default platform, whose store `/store/` serves',
      ),
      v(
        'TWO_FACTOR_REPLAY_GUARD',
        '`true`',
        'a two-factor code signs in once (RFC 6238); only test harnesses set `false`',
      ),
      v(
        [
          'SIGNIN_MAX_FAILS_PER_ACCOUNT',
          'SIGNIN_MAX_FAILS_PER_IP',
          'SIGNIN_THROTTLE_WINDOW_SECONDS',
        ],
        '`5`, `30`, `900`',
        'failed sign-ins allowed per account and per address in the window before 429',
      ),
      v(
        'AUTH_CONTEXT_CACHE_SECONDS',
        '`5`',
        "how long a user's roles and permissions are cached per process",
      ),
      v('CONFIRM_EMAIL_TTL_HOURS', '`72`', 'lifetime of an e-mail confirmation link'),
      v('RESET_PASSWORD_TTL_MINUTES', '`60`', 'lifetime of a password reset link'),
      v('INVITATION_TTL_DAYS', '`14`', 'lifetime of a customer invitation'),
      v(
        'ADMIN_PASSWORD',
        'unset (asked on standard input)',
        "the first platform admin's password for `npm run admin:create`",
      ),
    ],
  },
  {
    title: 'Payments',
    vars: [
      v(
        ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
        'unset',
        'card payments through Stripe Checkout when both are set; the webhook is `POST /api/payment/Payment/Webhook/stripe`',
      ),
      v(
        'STRIPE_API_BASE',
        "unset (Stripe's own API)",
        'where the Stripe SDK calls (stripe-mock, a test fake)',
      ),
      v(
        ['PAYDOLLAR_MERCHANT_ID', 'PAYDOLLAR_SECURE_HASH_SECRET'],
        'unset',
        'top-ups and card payments through PayDollar (AsiaPay) when both are set; its datafeed URL is `POST /api/payment/PayDollar/Datafeed`',
      ),
      v(
        'PAYDOLLAR_BASE_URL',
        '`https://www.paydollar.com/b2c2/eng`',
        "PayDollar's PayGate base (test: `https://test.paydollar.com/b2cDemo/eng`)",
      ),
      v(
        ['PAYDOLLAR_API_LOGIN_ID', 'PAYDOLLAR_API_PASSWORD'],
        'unset',
        'the PayDollar Merchant API user (refunds); without it such refunds end `refund_failed`',
      ),
      v(
        'PAYMENT_SANDBOX',
        '`true` embedded; `false` with `DATABASE_URL` or `NODE_ENV=production`',
        'whether the built-in sandbox card provider ("Test payment", no money moves) may mark orders and top-ups paid while Stripe is not configured',
      ),
      v(
        'PAYMENT_SANDBOX_SECRET',
        'random per process',
        "the sandbox provider's signing secret; replicas must share it if the sandbox is on",
      ),
    ],
  },
  {
    title: 'eSIM providers and rates',
    vars: [
      v(
        'SUPPLY_DEMO',
        '`true` embedded; `false` with `DATABASE_URL` or `NODE_ENV=production`',
        'whether the Demo Supplier (made-up eSIMs at no cost) may be connected and used',
      ),
      v('SUPPLY_TIMEOUT_MS', '`15000`', "longest wait for one call to a provider's API"),
      v(
        'SUPPLY_CATALOG_TIMEOUT_MS',
        '`120000`',
        "longest wait for the call listing a provider's whole catalogue (a sync)",
      ),
      v('SUPPLY_POLL_MINUTES', '`30`', 'how often the usage and balance poll runs'),
      v(
        'SUPPLY_SYNC_MINUTES',
        '`60`',
        "how often each synced provider account's packages are synced again",
      ),
      v(
        'RATES_SOURCE',
        '`none`',
        "`ecb` fetches the European Central Bank's reference rates every 6 hours; `none` fetches nothing",
      ),
      v(
        'RATES_ECB_URL',
        '`https://www.ecb.europa.eu/stats/eurofxref/`',
        'the folder holding `eurofxref-daily.xml` and `eurofxref-hist-90d.xml`',
      ),
    ],
  },
  {
    title: 'Mail, push and SMS',
    vars: [
      v(
        'SMTP_URL',
        'unset (mail is logged, not sent)',
        'SMTP server, e.g. `smtps://user:pass@smtp.example.com:465`; unset: every message is kept in the e-mail log and printed',
      ),
      v('MAIL_FROM', '`Wander <no-reply@wander.local>`', 'sender of outgoing mail'),
      v(
        ['MAIL_RETRY_LIMIT', 'MAIL_RETRY_DELAY_SECONDS'],
        '`5`, `30`',
        "retries of a failed send and the first retry's delay (doubling)",
      ),
      v(
        'FIREBASE_CREDENTIALS',
        'unset (push is logged)',
        'a Firebase service-account JSON (or its path) for push messages (FCM HTTP v1)',
      ),
      v(
        ['FCM_BASE_URL', 'FCM_TOKEN_URL'],
        "`https://fcm.googleapis.com`, the JSON's `token_uri`",
        'where FCM and its OAuth token endpoint are (tests: a local fake)',
      ),
      v(
        ['SMS_URL', 'SMS_TOKEN'],
        'unset (SMS are logged)',
        'the HTTP SMS provider: `POST SMS_URL` with `{"to","message"}`, bearer `SMS_TOKEN`',
      ),
      v(
        'NOTIFICATION_BATCH_SIZE',
        '`500`',
        'recipients of a push message (and SMS) claimed and sent per transaction',
      ),
      v(
        'NOTIFICATION_POLL_SECONDS',
        '`2`',
        'how often the push workers look for due scheduled messages',
      ),
    ],
  },
  {
    title: 'Files',
    vars: [
      v(
        'FILES_DIR',
        '`${DATA_DIR}/files`',
        'where uploaded files are kept on local disk when S3 is not configured (shared by replicas)',
      ),
      v(
        'S3_BUCKET',
        'unset',
        'keep uploaded files in this S3-compatible bucket instead (the bucket must exist); with it, PostgreSQL backups go there too (`BACKUP_REPO_TYPE`)',
      ),
      v(
        'S3_ENDPOINT',
        'AWS',
        "the S3 server's URL, e.g. `https://minio.internal:9000`; pgBackRest needs https",
      ),
      v('S3_REGION', '`us-east-1`', "the bucket's region"),
      v(
        ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
        "unset (the SDK's default chain, an instance role)",
        'the S3 credentials',
      ),
      v(
        'S3_FORCE_PATH_STYLE',
        '`false`',
        '`true` for path-style addressing (MinIO and most self-hosted S3 servers)',
      ),
    ],
  },
  {
    title: 'Catalogue and metrics',
    vars: [
      v(
        'CATALOG_CACHE_SECONDS',
        '`60`',
        'longest life of a cached catalogue search page (a change drops pages at once); `0` turns it off',
      ),
      v(
        'METRICS_TOKEN',
        'unset',
        'the bearer Prometheus scrapes `GET /api/metrics` with (16+ characters); unset: only a signed-in user with the API log permission reads it',
      ),
    ],
  },
  ...OPERATIONS_ENVIRONMENT,
];

/** Every variable named in the list. */
export const envNames = (): string[] =>
  ENVIRONMENT.flatMap((s) => s.vars.flatMap((e) => (Array.isArray(e.name) ? e.name : [e.name])));

/** The one Markdown table of docs/operations.md: a row per variable, a bold row per section. */
export function renderEnvTable(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = ENVIRONMENT.flatMap((section) => [
    `| **${section.title}** | | |`,
    ...section.vars.map((e) => {
      const names = (Array.isArray(e.name) ? e.name : [e.name]).map((n) => `\`${n}\``).join(', ');
      return `| ${names} | ${cell(e.default)} | ${cell(e.meaning)} |`;
    }),
  ]);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export const ENV_TABLE_START =
  '<!-- env-table: generated by `npm run docs:env` from apps/server/src/platform/config-env.ts -->';
export const ENV_TABLE_END = '<!-- /env-table -->';

/** `doc` with the text between the markers replaced by the generated table. */
export function withEnvTable(doc: string): string {
  const start = doc.indexOf(ENV_TABLE_START);
  const end = doc.indexOf(ENV_TABLE_END);
  if (start < 0 || end < start) throw new Error('the document has no env-table markers');
  return `${doc.slice(0, start + ENV_TABLE_START.length)}\n\n${renderEnvTable()}\n\n${doc.slice(end)}`;
}
