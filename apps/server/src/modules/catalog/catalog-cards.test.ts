import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import * as before from '../../test-support/catalog-search-before.js';
import { catalogCountSql, catalogSearchSql, type CatalogFilter } from './catalog-search.queries.js';

/**
 * The catalogue search reads ready cards (catalog_cards, kept by triggers) instead of joining the
 * catalogue: it must answer every search byte for byte as the statement it replaced (kept in
 * test-support/catalog-search-before.ts as the oracle), before and after catalogue writes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface PageRow {
  total: number | null;
  currency: string | null;
  items: string;
}

const run = async (query: SQL) => t.database.rows<PageRow>(query);
const exec = (query: SQL) => t.database.db.execute(query);

/** Who searches (a customer of DIST001, DIST002 itself, the platform) and whose catalogue. */
const CALLERS: { connected: SQL; buyer: string; sellers: string[] }[] = [
  {
    connected: sql`d.entity_code = (select c.parent_entity_code from companies c
      where c.entity_code = ${'CUST001'})`,
    buyer: 'CUST001',
    sellers: ['DIST001'],
  },
  { connected: sql`d.entity_code = ${'DIST002'}`, buyer: 'DIST002', sellers: ['DIST002'] },
  { connected: sql`true`, buyer: 'CUST004', sellers: ['DIST001', 'DIST002'] },
];
const COUNTRY_SETS = [
  [],
  ['JP'],
  ['JP', 'KR', 'TH'],
  ['FR'],
  ['JP', 'US'],
  ['DE', 'FR', 'IT', 'ES'],
  ['ZZ'],
];
const TEXTS = [null, null, null, 'japan', 'esim', 'Pass', '%', 'a_b'];
const DAYS = [null, null, 3, 7, 30];
const DATA = [null, null, 0.5, 1, 5];
const TYPES = [[false], [true], [false, true], [false, true], []];
const PAGES: [number, number][] = [
  [1, 12],
  [1, 12],
  [2, 12],
  [1, 64],
  [3, 5],
  [40, 12],
];

/** A deterministic spread of searches over every dimension (a small linear congruential walk). */
function searches(count: number, seed: number): CatalogFilter[] {
  let s = seed;
  const pick = <T>(list: readonly T[]) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return list[Math.floor(s / 65536) % list.length];
  };
  return Array.from({ length: count }, (_, i) => {
    const caller = pick(CALLERS);
    const [pageIndex, pageSize] = pick(PAGES);
    return {
      // Every tenth search asks for a catalogue the caller may not buy from (or no distributor's).
      distributor: i % 10 === 9 ? pick(['DIST001', 'DIST002', 'CUST001']) : pick(caller.sellers),
      countryCodes: [...pick(COUNTRY_SETS)],
      textSearch: pick(TEXTS),
      days: pick(DAYS),
      dataGb: pick(DATA),
      types: pick(TYPES),
      pageIndex,
      pageSize,
      connected: caller.connected,
      // Every seventh search is the top plans of the caller's company.
      topPlansFor: i % 7 === 0 ? caller.buyer : null,
    };
  });
}

/** Every search answers exactly as the statement before the cards; answers how many found some. */
async function expectSameAnswers(filters: CatalogFilter[]): Promise<number> {
  let found = 0;
  for (const f of filters) {
    const [now] = await run(catalogSearchSql(f));
    const [then] = await run(before.catalogSearchSql(f));
    expect(now, JSON.stringify({ ...f, connected: undefined })).toStrictEqual(then);
    if ((now?.total ?? 0) > 0) found += 1;
    if (f.pageIndex > 1 && now?.total == null) {
      expect(await run(catalogCountSql(f))).toStrictEqual(await run(before.catalogCountSql(f)));
    }
  }
  return found;
}

/** The cards equal a rebuild from scratch (the triggers kept them right, not just the searches). */
async function expectCardsAsRebuilt() {
  const cards = sql`select entity_code, product_id, row_to_json(c)::text as row from catalog_cards c
    order by entity_code, product_id`;
  const kept = await t.database.rows<{ row: string }>(cards);
  expect(kept.length).toBeGreaterThan(300);
  await exec(sql`select catalog_cards_refresh(array(select id from products))`);
  expect(await t.database.rows<{ row: string }>(cards)).toStrictEqual(kept);
}

const productOf = async (code: string) => {
  const [row] = await t.database.rows<{ id: string }>(
    sql`select id from products where product_code = ${code}`,
  );
  return row!.id;
};

describe('the catalogue search on ready cards', () => {
  it('answers 150 searches byte for byte as the joined statement did', async () => {
    // Most searches find products (the comparison is not of empty pages).
    expect(await expectSameAnswers(searches(150, 7))).toBeGreaterThanOrEqual(30);
    await expectCardsAsRebuilt();
  }, 120_000);

  it('answers the same after prices, stock, products, variants, countries and offers change', async () => {
    const jp = await productOf('WDR-JP-DATA');
    const kr = await productOf('WDR-KR-DATA');
    const changes: SQL[] = [
      // A price change, a price withdrawn, stock received.
      sql`update product_prices set unit_price_minor = unit_price_minor + 333
        where entity_code = 'DIST001' and product_id = ${jp}`,
      sql`update product_prices set is_active = false
        where id = (select id from product_prices where product_id = ${kr} order by id limit 1)`,
      sql`update wander_serial_numbers set status = 'available' where status = 'available'`,
      // A variant deactivated, a variant renamed, a product deactivated, one renamed.
      sql`update product_variants set is_active = false
        where id = (select id from product_variants where product_id = ${jp} order by days limit 1)`,
      sql`update product_variants set variant_name = 'Renamed "quoted" \\ plan'
        where id = (select id from product_variants where product_id = ${kr} order by days desc limit 1)`,
      sql`update products set is_active = false where product_code = 'WDR-FR-DATA'`,
      sql`update products set product_name = 'Aaa first Japan', image = 'x.png' where id = ${jp}`,
      // A country added to a product, a region moved.
      sql`insert into product_countries (product_id, country_code) values (${kr}, 'JP')`,
      sql`update countries set region = 'Europe' where country_code = 'KR'`,
      // Promotions: running, not yet started, ended, catalogue-wide; a tier; a recommendation.
      sql`insert into promotions (entity_code, promotion_code, title, product_id, starts_at, ends_at)
        values ('DIST001', 'NOW', 'Running', ${kr}, now() - interval '1 day', now() + interval '1 day'),
          ('DIST001', 'LATER', 'Later', ${kr}, now() + interval '1 day', null),
          ('DIST001', 'GONE', 'Gone', ${jp}, null, now() - interval '1 second'),
          ('DIST001', 'ALL', 'Everything', null, null, null)`,
      sql`insert into product_discount_tiers (entity_code, product_id, variant_id, min_quantity,
          discount_bp, description)
        select 'DIST001', v.product_id, v.id, 3, 1500, 'three or more' from product_variants v
        where v.product_id = ${kr} order by v.days desc limit 1`,
      sql`insert into recommendations (entity_code, product_id, product_name,
          recommended_product_id, recommended_product_name, reason)
        values ('DIST001', ${kr}, 'Korea', ${jp}, 'Japan', 'Next door')`,
      // A new priced variant, then a product deleted with everything it had.
      sql`insert into product_variants (product_id, variant_code, variant_value, variant_name,
          days, data_gb) values (${kr}, 'KR-NEW-2D', '2GB-2D', 'Korea 2GB 2 days', 2, 2)`,
      sql`insert into product_prices (entity_code, product_id, variant_id, unit_price_minor, currency)
        select 'DIST001', ${kr}, id, 1, 'MYR' from product_variants where variant_code = 'KR-NEW-2D'`,
      // A product made from nothing (product, country, variant, price), then deleted with it all.
      sql`insert into products (entity_code, product_code, product_name)
        values ('WANDER', 'ZZ-NEW', 'Brand new Japan plan')`,
      sql`insert into product_countries (product_id, country_code)
        select id, 'JP' from products where product_code = 'ZZ-NEW'`,
      sql`insert into product_variants (product_id, variant_code, variant_value, variant_name,
          days, data_gb) select id, 'ZZ-NEW-1', '9GB-9D', 'New 9GB', 9, 9 from products
        where product_code = 'ZZ-NEW'`,
      sql`insert into product_prices (entity_code, product_id, variant_id, unit_price_minor, currency)
        select 'DIST001', product_id, id, 999, 'MYR' from product_variants
        where variant_code = 'ZZ-NEW-1'`,
      sql`delete from products where product_code = 'ZZ-NEW'`,
    ];
    let found = 0;
    for (const [i, change] of changes.entries()) {
      await exec(change);
      found += await expectSameAnswers(searches(16, 100 + i));
    }
    found += await expectSameAnswers(searches(60, 5));
    expect(found).toBeGreaterThanOrEqual(80);
    await expectCardsAsRebuilt();
  }, 120_000);

  // PGlite is one session: two transactions at once need PostgreSQL.
  it.skipIf(!process.env.DATABASE_URL)(
    'keeps a card right when two transactions change the same product at once',
    async () => {
      const kr = await productOf('WDR-KR-DATA');
      const prices = await t.database.rows<{ id: string; unit_price_minor: string }>(
        sql`select id, unit_price_minor from product_prices
          where entity_code = 'DIST001' and product_id = ${kr} and is_active order by id limit 2`,
      );
      expect(prices).toHaveLength(2);
      const raise = (id: string, by: number) =>
        sql`update product_prices set unit_price_minor = unit_price_minor + ${by} where id = ${id}`;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = t.database.db.transaction(async (tx) => {
        await tx.execute(raise(prices[0]!.id, 1000));
        await held; // the first writer keeps its transaction open
      });
      await new Promise((r) => setTimeout(r, 200));
      // The second writer's refresh waits for the first to commit, then sees its price.
      const second = t.database.db.transaction((tx) => tx.execute(raise(prices[1]!.id, 2000)));
      await new Promise((r) => setTimeout(r, 200));
      release();
      await Promise.all([first, second]);
      const [card] = await t.database.rows<{ prices: string }>(
        sql`select prices_minor::text as prices from catalog_cards
          where entity_code = 'DIST001' and product_id = ${kr}`,
      );
      const kept = card!.prices.slice(1, -1).split(',').map(Number);
      expect(kept).toContain(Number(prices[0]!.unit_price_minor) + 1000);
      expect(kept).toContain(Number(prices[1]!.unit_price_minor) + 2000);
      await expectCardsAsRebuilt();
    },
  );
});
