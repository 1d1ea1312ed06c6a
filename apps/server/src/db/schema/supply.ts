import { sql } from 'drizzle-orm';
import { PROVIDER_KINDS, type MarginAlert, type PackageCoverage } from '@wander/contract';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, entityCode } from './columns.js';
import { productVariants } from './catalog.js';
import { decimalMinor } from './product-costs.js';

/**
 * Upstream eSIM providers (issue 27). Every table leads its keys with the distributor's
 * entity_code (the schema lint's rule), and children reference (entity_code, id), so a row can
 * never point at another company's provider.
 */

/**
 * product/Providers: a distributor's account at a supplier. The credentials are AES-256-GCM
 * ciphertext (supply/credentials.ts, key from SUPPLY_CREDENTIALS_KEY) and never leave the server;
 * `credentials_hint` is what the screen shows instead. `api_base_url` (the API Address) overrides
 * the provider's documented address: a regional host, a company proxy, a local fake. There is no
 * sandbox/live choice: a supplier's sandbox is a mode of the account on its one host.
 * `webhook_token` is the random last segment of the account's own webhook URL
 * (`.../Webhook/{kind}/{token}`, 244 bits from two random UUIDs' hex): a notice is the account's
 * whose URL it came to.
 */
export const providers = pgTable(
  'providers',
  {
    id: uuid('id').notNull().defaultRandom(),
    entityCode: entityCode(),
    providerName: varchar('provider_name', { length: 100 }).notNull(),
    /** airalo | esim-access | demo */
    kind: varchar('kind', { length: 16 }).notNull(),
    credentialsEnc: text('credentials_enc').notNull(),
    credentialsHint: varchar('credentials_hint', { length: 64 }).notNull().default(''),
    apiBaseUrl: varchar('api_base_url', { length: 256 }),
    balance: decimalMinor('balance_minor'),
    balanceCurrency: varchar('balance_currency', { length: 3 }),
    balanceCheckedAt: timestamp('balance_checked_at', { withTimezone: true }),
    /** Below this balance the distributor is e-mailed (once until it recovers). */
    lowBalance: decimalMinor('low_balance_minor').notNull().default(0),
    lowBalanceAlertedAt: timestamp('low_balance_alerted_at', { withTimezone: true }),
    /** What the distributor adds to a provider top-up's cost to price it for its buyer, %. */
    topUpMarginPercent: integer('top_up_margin_percent').notNull().default(25),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** Running | Succeeded | Failed */
    lastSyncStatus: varchar('last_sync_status', { length: 16 }),
    lastSyncMessage: varchar('last_sync_message', { length: 512 }),
    syncDone: integer('sync_done').notNull().default(0),
    syncTotal: integer('sync_total').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    webhookToken: varchar('webhook_token', { length: 64 })
      .notNull()
      .default(
        sql`replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'providers_pk', columns: [t.entityCode, t.id] }),
    uniqueIndex('providers_entity_name_uq').on(t.entityCode, t.providerName),
    // Found by its token before the company is known (not unique: the lint's keys lead with the
    // company; 256 random bits do not repeat).
    index('providers_webhook_token_idx').on(t.webhookToken),
    // The contract's list of kinds (a new provider changes this check: a migration).
    check(
      'providers_kind_valid',
      sql`${t.kind} in (${sql.raw(PROVIDER_KINDS.map((kind) => `'${kind}'`).join(','))})`,
    ),
    check('providers_top_up_margin_range', sql`${t.topUpMarginPercent} between 0 and 500`),
  ],
);

/**
 * A provider's package as the last sync saw it, and the Wander variant it became. A changed cost
 * keeps the accepted one in `previous_cost_minor` until the distributor accepts it; a package the
 * provider no longer lists is Withdrawn. Neither touches a selling price.
 */
export const providerPackages = pgTable(
  'provider_packages',
  {
    id: uuid('id').notNull().defaultRandom(),
    entityCode: entityCode(),
    providerId: uuid('provider_id').notNull(),
    packageCode: varchar('package_code', { length: 128 }).notNull(),
    packageName: varchar('package_name', { length: 256 }).notNull(),
    countries: jsonb('countries').$type<string[]>().notNull().default([]),
    region: varchar('region', { length: 64 }),
    days: integer('days').notNull(),
    dataMb: integer('data_mb'),
    isDayPass: boolean('is_day_pass').notNull().default(false),
    networks: jsonb('networks').$type<string[]>().notNull().default([]),
    /**
     * The operators per country as the provider lists them (issue 41: the store's plan page);
     * empty when the provider names none per country (`networks` then holds what it names).
     */
    coverage: jsonb('coverage').$type<PackageCoverage[]>().notNull().default([]),
    topUpable: boolean('top_upable').notNull().default(false),
    /** Whether the provider says a hotspot (tethering) is allowed; null: it does not say. */
    hotspot: boolean('hotspot'),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    previousCostMinor: bigint('previous_cost_minor', { mode: 'number' }),
    /**
     * The suggested selling price (issue 40), in the distributor's selling currency: the cost at
     * `suggestion_rate` (1 cost currency = rate selling currency, of `suggestion_rate_date`, the
     * latest on or before `suggested_on`), marked up and rounded. Null with `suggestion_note`
     * (why) when no rate converts the cost; no rate at all for a cost in the selling currency.
     */
    suggestedPriceMinor: bigint('suggested_price_minor', { mode: 'number' }),
    suggestedCurrency: varchar('suggested_currency', { length: 3 }),
    suggestedOn: date('suggested_on', { mode: 'string' }),
    suggestionRate: numeric('suggestion_rate'),
    suggestionRateDate: date('suggestion_rate_date', { mode: 'string' }),
    suggestionNote: varchar('suggestion_note', { length: 256 }),
    /** The rate the plan's price was last reviewed at (import, an accepted cost, a review). */
    reviewedRate: numeric('reviewed_rate'),
    reviewedRateDate: date('reviewed_rate_date', { mode: 'string' }),
    /** 'Margin below minimum': what the rate check saw (supply/rate-moves.ts); null otherwise. */
    marginAlert: jsonb('margin_alert').$type<MarginAlert>(),
    /** Active | Withdrawn */
    status: varchar('status', { length: 16 }).notNull().default('Active'),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'provider_packages_pk', columns: [t.entityCode, t.id] }),
    uniqueIndex('provider_packages_code_uq').on(t.entityCode, t.providerId, t.packageCode),
    uniqueIndex('provider_packages_variant_uq').on(t.entityCode, t.variantId),
    foreignKey({
      name: 'provider_packages_provider_fk',
      columns: [t.entityCode, t.providerId],
      foreignColumns: [providers.entityCode, providers.id],
    }).onDelete('cascade'),
    check('provider_packages_status_valid', sql`${t.status} in ('Active','Withdrawn')`),
  ],
);

/**
 * How a distributor's plan (variant) is supplied: from stock (the default when no row exists),
 * from a provider package, or stock first and then the provider.
 */
export const planSupplies = pgTable(
  'plan_supplies',
  {
    entityCode: entityCode(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    /** stock | provider | stock-then-provider */
    mode: varchar('mode', { length: 24 }).notNull(),
    providerPackageId: uuid('provider_package_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'plan_supplies_pk', columns: [t.entityCode, t.variantId] }),
    foreignKey({
      name: 'plan_supplies_package_fk',
      columns: [t.entityCode, t.providerPackageId],
      foreignColumns: [providerPackages.entityCode, providerPackages.id],
    }).onDelete('restrict'),
    check('plan_supplies_mode_valid', sql`${t.mode} in ('stock','provider','stock-then-provider')`),
    check(
      'plan_supplies_package_named',
      sql`(${t.mode} = 'stock') = (${t.providerPackageId} is null)`,
    ),
  ],
);

/**
 * One purchase from a provider: the eSIMs of a paid order line (reference = the line's id; a line
 * larger than the provider's order limit has further rows `<line id>/2` ...) or a top-up of one eSIM. The unique reference is what makes buying idempotent: a retry, a crash or a
 * second replica finds the row and never orders again.
 */
export const providerOrders = pgTable(
  'provider_orders',
  {
    id: uuid('id').notNull().defaultRandom(),
    entityCode: entityCode(),
    providerId: uuid('provider_id').notNull(),
    /** esim | top-up */
    kind: varchar('kind', { length: 8 }).notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    poId: uuid('po_id'),
    poLineId: uuid('po_line_id'),
    serialId: uuid('serial_id'),
    packageCode: varchar('package_code', { length: 128 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** Requesting | Pending | Completed | Failed */
    status: varchar('status', { length: 16 }).notNull().default('Requesting'),
    orderRef: varchar('order_ref', { length: 128 }),
    /** Calls made to the provider for it; more than 0 means ask findOrder before ordering again. */
    attempts: integer('attempts').notNull().default(0),
    /** A worker's claim while it calls the provider (committed first; a crash lets it lapse). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 512 }),
    costMinor: bigint('cost_minor', { mode: 'number' }),
    currency: varchar('currency', { length: 3 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'provider_orders_pk', columns: [t.entityCode, t.id] }),
    uniqueIndex('provider_orders_reference_uq').on(t.entityCode, t.reference),
    index('provider_orders_order_ref_idx').on(t.providerId, t.orderRef),
    index('provider_orders_po_idx').on(t.entityCode, t.poId),
    foreignKey({
      name: 'provider_orders_provider_fk',
      columns: [t.entityCode, t.providerId],
      foreignColumns: [providers.entityCode, providers.id],
    }).onDelete('restrict'),
    check('provider_orders_kind_valid', sql`${t.kind} in ('esim','top-up')`),
    check(
      'provider_orders_status_valid',
      sql`${t.status} in ('Requesting','Pending','Completed','Failed')`,
    ),
    check('provider_orders_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * Webhooks already applied, per provider account and event key: a repeated one changes nothing
 * there, and the same key at another account (a second account of the same provider, or another
 * company's) is that account's own event.
 */
export const providerWebhookEvents = pgTable(
  'provider_webhook_events',
  {
    entityCode: entityCode(),
    providerId: uuid('provider_id').notNull(),
    eventKey: varchar('event_key', { length: 160 }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    primaryKey({
      name: 'provider_webhook_events_pk',
      columns: [t.entityCode, t.providerId, t.eventKey],
    }),
    foreignKey({
      name: 'provider_webhook_events_provider_fk',
      columns: [t.entityCode, t.providerId],
      foreignColumns: [providers.entityCode, providers.id],
    }).onDelete('cascade'),
  ],
);

/**
 * The request budget of a provider account per endpoint class (supply/pacing.ts): a token bucket
 * every server process takes from in one atomic statement, so together they keep within the
 * provider's documented limits. `tokens` may be negative (calls reserved ahead, or a pause);
 * `paused_until` is the end of the last Retry-After the provider answered for this class.
 */
export const providerRateBuckets = pgTable(
  'provider_rate_buckets',
  {
    entityCode: entityCode(),
    providerId: uuid('provider_id').notNull(),
    /** The endpoint class (usage, packages, token, ...), or a class and one eSIM's ICCID. */
    bucket: varchar('bucket', { length: 64 }).notNull(),
    tokens: doublePrecision('tokens').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({
      name: 'provider_rate_buckets_pk',
      columns: [t.entityCode, t.providerId, t.bucket],
    }),
    foreignKey({
      name: 'provider_rate_buckets_provider_fk',
      columns: [t.entityCode, t.providerId],
      foreignColumns: [providers.entityCode, providers.id],
    }).onDelete('cascade'),
  ],
);
