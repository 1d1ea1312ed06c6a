/** The demo catalogue's products and variants, built from the data in seed-catalog-data.ts. */
import {
  CATALOG_COUNTRIES,
  DATA_DAYS,
  DATA_GB,
  DAY_PASS_COUNTRIES,
  DAY_PASS_DAYS,
  DAY_PASS_GB,
  REGION_FACTOR,
  REGIONAL_PRODUCTS,
  networkOf,
} from './seed-catalog-data.js';
import {
  countryProductNames,
  countryVariantNames,
  regionalProductNames,
  regionalVariantNames,
} from './seed-catalog-names.js';
import type { LocalNames } from '@wander/contract';

export interface CatalogProductSeed {
  productCode: string;
  productName: string;
  /** The names in Bahasa Melayu and Chinese (issue 41); none: the store shows English. */
  productNameMs?: string;
  productNameZh?: string;
  description: string;
  countries: string[];
  variants: CatalogVariantSeed[];
}
export interface CatalogVariantSeed {
  variantCode: string;
  variantValue: string;
  variantName: string;
  variantNameMs?: string;
  variantNameZh?: string;
  days: number;
  dataGb: number;
  isDayPass: boolean;
  networkName: string;
  unitPriceMinor: number;
}

/** RM x.90 style price in minor units, never below 1.90. */
const retail = (amount: number) => Math.max(190, Math.round(amount) * 100 - 10);
const gbLabel = (gb: number) => (gb < 1 ? `${gb * 1000}MB` : `${gb}GB`);

/** A variant's names in Bahasa Melayu and Chinese, from its facts. */
type NamesOf = (v: { dataGb: number; days: number; isDayPass: boolean }) => LocalNames;
const localVariant = (names: LocalNames) => ({ variantNameMs: names.ms, variantNameZh: names.zh });
const localProduct = (names: LocalNames) => ({ productNameMs: names.ms, productNameZh: names.zh });

function dataVariants(
  code: string,
  name: string,
  network: string,
  factor: number,
  namesOf: NamesOf,
) {
  return DATA_GB.flatMap((gb) =>
    DATA_DAYS.map((days) => ({
      variantCode: `${code}-${gb}GB-${days}D`,
      variantValue: `${gb}GB / ${days} days`,
      variantName: `${name} ${gb}GB ${days} days`,
      ...localVariant(namesOf({ dataGb: gb, days, isDayPass: false })),
      days,
      dataGb: gb,
      isDayPass: false,
      networkName: network,
      unitPriceMinor: retail((4 + gb * 2.6 + days * 0.12) * factor),
    })),
  );
}

function dayPassVariants(
  code: string,
  name: string,
  network: string,
  factor: number,
  namesOf: NamesOf,
) {
  return DAY_PASS_GB.flatMap((gb) =>
    DAY_PASS_DAYS.map((days) => ({
      variantCode: `${code}-${gbLabel(gb)}-${days}D`,
      variantValue: `${gbLabel(gb)}/day / ${days} days`,
      variantName: `${name} ${gbLabel(gb)} per day ${days} days`,
      ...localVariant(namesOf({ dataGb: gb, days, isDayPass: true })),
      days,
      dataGb: gb,
      isDayPass: true,
      networkName: network,
      unitPriceMinor: retail((1.5 + gb * 3.2) * days * factor * 0.9),
    })),
  );
}

const describe = (where: string, network: string, dayPass: boolean) =>
  `<p>Stay online in ${where} from the moment you land, on ${network}.</p>` +
  `<ul><li>${dayPass ? 'A fresh daily allowance, reduced speed after it is used' : 'One data allowance for the whole trip'}</li>` +
  '<li>4G/5G where available, hotspot allowed</li><li>Instant delivery by QR code</li></ul>';

/** The demo catalogue: a product per destination, day passes for popular ones, regional plans. */
export function buildDemoCatalog(): CatalogProductSeed[] {
  const out: CatalogProductSeed[] = [];
  const dayPass = new Set(DAY_PASS_COUNTRIES);
  for (const c of CATALOG_COUNTRIES) {
    const factor = REGION_FACTOR[c.region] ?? 1.2;
    const network = networkOf(c.countryCode, c.region);
    const code = `WDR-${c.countryCode}-DATA`;
    const namesOf: NamesOf = (v) => countryVariantNames(c.countryCode, v);
    out.push({
      productCode: code,
      productName: `${c.countryName} eSIM`,
      ...localProduct(countryProductNames(c.countryCode, false)),
      description: describe(c.countryName, network, false),
      countries: [c.countryCode],
      variants: dataVariants(code, c.countryName, network, factor, namesOf),
    });
    if (dayPass.has(c.countryCode)) {
      const dpCode = `WDR-${c.countryCode}-DAY`;
      out.push({
        productCode: dpCode,
        productName: `${c.countryName} Day Pass`,
        ...localProduct(countryProductNames(c.countryCode, true)),
        description: describe(c.countryName, network, true),
        countries: [c.countryCode],
        variants: dayPassVariants(dpCode, `${c.countryName} Day Pass`, network, factor, namesOf),
      });
    }
  }
  for (const r of REGIONAL_PRODUCTS) {
    const factor = (REGION_FACTOR[r.region] ?? 1.2) * (1 + r.countries.length / 40);
    const network = `${networkOf(r.countries[0], r.region)} and roaming partners`;
    const code = `WDR-RG-${r.code}`;
    const namesOf: NamesOf = (v) => regionalVariantNames(r.code, v);
    out.push({
      productCode: `${code}-DATA`,
      productName: r.name,
      ...localProduct(regionalProductNames(r.code, false)),
      description: describe(r.name, network, false),
      countries: r.countries,
      variants: dataVariants(`${code}-DATA`, r.name, network, factor, namesOf),
    });
    out.push({
      productCode: `${code}-DAY`,
      productName: `${r.name} Day Pass`,
      ...localProduct(regionalProductNames(r.code, true)),
      description: describe(r.name, network, true),
      countries: r.countries,
      variants: dayPassVariants(`${code}-DAY`, `${r.name} Day Pass`, network, factor, namesOf),
    });
  }
  return out;
}
