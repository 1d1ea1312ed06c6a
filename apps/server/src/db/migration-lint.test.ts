import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../platform/db/client.js';
import { lintMigrationsFolder, lintRelease, type Release } from './migration-lint.js';

const releases = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'releases.json'), 'utf8')) as {
    releases: Release[];
  }
).releases;

const baseline = {
  tables: {
    'public.orders': {
      name: 'orders',
      schema: 'public',
      columns: { id: {}, remarks: {}, total: {} },
    },
  },
};
const lint = (sql: string) =>
  lintRelease(baseline, [{ tag: '0099_next', sql }]).map((f) => f.problem);

describe('migration lint (expand in this release, contract in the next)', () => {
  it("passes the coming release's migrations", () => {
    expect(lintMigrationsFolder(MIGRATIONS_FOLDER, releases)).toEqual([]);
  });

  it('would have stopped the changes this project made in one release', () => {
    // 0061 dropped providers.environment, and 0063 provider_webhook_events.provider_kind while
    // adding two required columns without defaults to it, in the release that changed the code
    // using them. With a release cut just before, the lint refuses all four.
    const at = (tag: string) => [{ version: 'then', lastMigration: tag }];
    const found = lintMigrationsFolder(MIGRATIONS_FOLDER, at('0060_imported_codes_in_capitals'));
    expect(found.map((f) => `${f.migration}: ${f.problem.split(',')[0]}`)).toEqual([
      '0061_provider_api_address: drops column providers.environment',
      '0063_provider_webhooks_per_account: drops column provider_webhook_events.provider_kind',
      "0063_provider_webhooks_per_account: adds provider_webhook_events.entity_code NOT NULL without a default: the running release's inserts leave it out",
      "0063_provider_webhooks_per_account: adds provider_webhook_events.provider_id NOT NULL without a default: the running release's inserts leave it out",
    ]);
    expect(found[0].statement).toBe('ALTER TABLE "providers" DROP COLUMN "environment"');
    expect(lintMigrationsFolder(MIGRATIONS_FOLDER, at('0061_provider_api_address'))).toHaveLength(
      3,
    );
  });

  it('refuses drops and renames of what the running release uses', () => {
    expect(lint('ALTER TABLE "orders" DROP COLUMN "remarks";')).toEqual([
      expect.stringMatching(/^drops column orders\.remarks/),
    ]);
    expect(lint('alter table public.orders drop column if exists total cascade')).toHaveLength(1);
    expect(lint('ALTER TABLE "orders" RENAME COLUMN "remarks" TO "note";')).toEqual([
      expect.stringMatching(
        /^renames column orders\.remarks to note in the same release as its replacement/,
      ),
    ]);
    expect(lint('ALTER TABLE "orders" RENAME TO "purchase_orders";')).toEqual([
      expect.stringMatching(/^renames table orders/),
    ]);
    expect(lint('DROP TABLE "orders" CASCADE;')).toEqual([
      expect.stringMatching(/^drops table orders/),
    ]);
    expect(
      lint('ALTER TABLE "orders" ADD COLUMN "channel" text, DROP COLUMN "remarks"'),
    ).toHaveLength(1);
  });

  it('refuses a new required column without a default on a table in use', () => {
    expect(lint('ALTER TABLE "orders" ADD COLUMN "channel" text NOT NULL;')).toEqual([
      expect.stringMatching(/^adds orders\.channel NOT NULL without a default/),
    ]);
    expect(
      lint(`ALTER TABLE "orders" ADD COLUMN "channel" text DEFAULT 'portal' NOT NULL;`),
    ).toEqual([]);
    expect(lint('ALTER TABLE "orders" ADD COLUMN "channel" text;')).toEqual([]);
  });

  it('lets expand steps, constraints and tables of the coming release through', () => {
    expect(
      lint(`CREATE TABLE "notes" ("id" uuid PRIMARY KEY, "body" text NOT NULL);
        --> statement-breakpoint
        ALTER TABLE "notes" DROP COLUMN "body"; ALTER TABLE "notes" RENAME TO "memos";
        ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";
        ALTER TABLE "orders" RENAME CONSTRAINT "a" TO "b";
        ALTER TABLE "orders" ALTER COLUMN "remarks" DROP DEFAULT;
        -- ALTER TABLE "orders" DROP COLUMN "remarks";
        CREATE INDEX "orders_remarks_idx" ON "orders" ("remarks");`),
    ).toEqual([]);
  });
});
