/** The benchmark catalogue: 2,000 products x 20 variants over 150 countries, same rows every run. */
import { ISO_COUNTRIES } from '@wander/contract';
import type { Database } from '../apps/server/src/platform/db/client.js';
import { insertCatalog, type CatalogProductSeed } from '../apps/server/src/seed/seed-catalog.js';

const COUNTRIES = ISO_COUNTRIES.filter((c) => c.region !== 'Antarctica')
  .slice(0, 150)
  .map((c) => c.countryCode);
// The searched country is among them (ISO order would leave it out).
if (!COUNTRIES.includes('JP')) COUNTRIES[COUNTRIES.length - 1] = 'JP';

/** The countries the benchmark catalogue covers, in the order its products take them. */
export const benchCountries = (): string[] => [...COUNTRIES];

/** The catalogue search the benchmark drives: a country, days, GB and type; the first page of 12. */
export const CATALOG_SEARCH = {
  pageIndex: 1,
  pageSize: 12,
  distributorEntityCode: 'DIST001',
  countryCode: ['JP'],
  days: 7,
  data: 3,
  isDataType: true,
  isDayPassType: false,
};

export function benchCatalog(products: number): CatalogProductSeed[] {
  const out: CatalogProductSeed[] = [];
  for (let i = 0; i < products; i++) {
    const code = `BENCH-${String(i).padStart(5, '0')}`;
    // Every tenth product is regional (10 countries), the rest cover one country.
    const countries =
      i % 10 === 0
        ? Array.from({ length: 10 }, (_, k) => COUNTRIES[(i + k * 15) % COUNTRIES.length])
        : [COUNTRIES[i % COUNTRIES.length]];
    const variants = [];
    for (const gb of [1, 3, 5, 10]) {
      for (const days of [7, 15, 30]) {
        variants.push({
          variantCode: `${code}-${gb}GB-${days}D`,
          variantValue: `${gb}GB / ${days} days`,
          variantName: `Plan ${i} ${gb}GB ${days} days`,
          days,
          dataGb: gb,
          isDayPass: false,
          networkName: 'Bench Mobile',
          unitPriceMinor: 500 + gb * 300 + days * 20,
        });
      }
    }
    for (const gb of [0.5, 1]) {
      for (const days of [1, 3, 7, 30]) {
        variants.push({
          variantCode: `${code}-${gb}GBD-${days}D`,
          variantValue: `${gb}GB/day / ${days} days`,
          variantName: `Plan ${i} ${gb}GB per day ${days} days`,
          days,
          dataGb: gb,
          isDayPass: true,
          networkName: 'Bench Mobile',
          unitPriceMinor: Math.round((150 + gb * 300) * days),
        });
      }
    }
    out.push({
      productCode: code,
      productName: `Bench plan ${String(i).padStart(5, '0')}`,
      description: '<p>Benchmark product</p>',
      countries,
      variants,
    });
  }
  return out;
}

/**
 * Writes the benchmark catalogue with DIST001 prices (and `serialsPerVariant` eSIMs of each plan
 * in its stock); returns the seconds it took.
 */
export async function seedBenchCatalog(
  database: Database,
  products: number,
  serialsPerVariant = 0,
): Promise<number> {
  const started = performance.now();
  await database.db.transaction((tx) =>
    insertCatalog(tx, 'WANDER', benchCatalog(products), [
      {
        entityCode: 'DIST001',
        priceFactor: 1,
        currency: 'MYR',
        serialsPerVariant,
        issuer: '99',
      },
    ]),
  );
  await database.db.execute('analyze');
  return (performance.now() - started) / 1000;
}
