import { ISO_COUNTRIES } from '@wander/contract';
import type { DistributorStock } from './seed-catalog.js';

/** Real-sounding networks of the popular destinations; others get a regional partner. */
export const NETWORKS: Record<string, string> = {
  JP: 'NTT Docomo / SoftBank',
  KR: 'SK Telecom / KT',
  TH: 'AIS / dtac',
  VN: 'Viettel / Vinaphone',
  SG: 'Singtel / StarHub',
  MY: 'Maxis / CelcomDigi',
  ID: 'Telkomsel / XL Axiata',
  PH: 'Globe / Smart',
  TW: 'Chunghwa Telecom',
  HK: 'CSL / 3HK',
  MO: 'CTM',
  CN: 'China Unicom / China Mobile',
  IN: 'Airtel / Jio',
  AU: 'Telstra / Optus',
  NZ: 'One NZ / Spark',
  US: 'T-Mobile / AT&T',
  CA: 'Rogers / Bell',
  MX: 'Telcel / AT&T Mexico',
  GB: 'EE / Vodafone UK',
  FR: 'Orange / SFR',
  DE: 'Telekom / Vodafone DE',
  IT: 'TIM / Vodafone IT',
  ES: 'Movistar / Orange ES',
  PT: 'MEO / NOS',
  NL: 'KPN / Odido',
  CH: 'Swisscom / Sunrise',
  AT: 'A1 / Magenta',
  TR: 'Turkcell / Vodafone TR',
  AE: 'Etisalat / du',
  SA: 'STC / Mobily',
  EG: 'Vodafone Egypt / Orange EG',
  ZA: 'Vodacom / MTN',
  BR: 'Vivo / Claro',
  AR: 'Personal / Claro AR',
};

const REGIONAL_PARTNERS: Record<string, string[]> = {
  Africa: ['MTN', 'Airtel Africa', 'Orange Africa', 'Vodacom'],
  Americas: ['Claro', 'Movistar', 'Digicel', 'Tigo'],
  Asia: ['Axiata partners', 'Ooredoo', 'Zain', 'Beeline'],
  Europe: ['Vodafone partners', 'Orange partners', 'Telekom partners', 'Telia'],
  Oceania: ['Digicel Pacific', 'Vodafone Pacific', 'Telstra partners'],
};

export function networkOf(countryCode: string, region: string, salt = 0): string {
  if (NETWORKS[countryCode]) return NETWORKS[countryCode];
  const pool = REGIONAL_PARTNERS[region] ?? REGIONAL_PARTNERS.Asia;
  const n = countryCode.charCodeAt(0) + countryCode.charCodeAt(1) + salt;
  return pool[n % pool.length];
}

/** Price level of a region: data costs more in the Americas and Africa than in South-East Asia. */
export const REGION_FACTOR: Record<string, number> = {
  Asia: 1,
  Europe: 1.15,
  Oceania: 1.25,
  Americas: 1.35,
  Africa: 1.6,
};

/** Destinations in the demo catalogue: every inhabited country but the smallest territories. */
export const CATALOG_COUNTRIES = ISO_COUNTRIES.filter(
  (c) => c.region !== 'Antarctica' && !['BV', 'HM', 'UM', 'TF', 'IO', 'PN'].includes(c.countryCode),
);

/** Popular destinations that also get a day-pass product. */
export const DAY_PASS_COUNTRIES = [
  ...Object.keys(NETWORKS),
  ...['GR', 'HR', 'IS', 'IE', 'BE', 'SE', 'NO', 'DK', 'FI', 'PL', 'CZ', 'HU', 'MA', 'KE', 'QA'],
  ...['OM', 'JO', 'IL', 'LK', 'MV', 'NP', 'KH', 'LA', 'MM', 'BD', 'PK', 'PE', 'CL', 'CO', 'FJ'],
];

const codesOf = (region: string) =>
  CATALOG_COUNTRIES.filter((c) => c.region === region).map((c) => c.countryCode);

/** Regional products: name, code and the countries covered. */
export const REGIONAL_PRODUCTS: {
  code: string;
  name: string;
  countries: string[];
  region: string;
}[] = [
  {
    code: 'EU30',
    name: 'Europe 30 countries',
    region: 'Europe',
    countries: [
      'AT',
      'BE',
      'BG',
      'HR',
      'CY',
      'CZ',
      'DK',
      'EE',
      'FI',
      'FR',
      'DE',
      'GR',
      'HU',
      'IE',
      'IT',
      'LV',
      'LT',
      'LU',
      'MT',
      'NL',
      'PL',
      'PT',
      'RO',
      'SK',
      'SI',
      'ES',
      'SE',
      'NO',
      'IS',
      'CH',
    ],
  },
  {
    code: 'EU42',
    name: 'Europe 42 countries',
    region: 'Europe',
    countries: codesOf('Europe').slice(0, 42),
  },
  {
    code: 'ASIA8',
    name: 'Asia 8',
    region: 'Asia',
    countries: ['JP', 'KR', 'TH', 'VN', 'SG', 'MY', 'ID', 'PH'],
  },
  {
    code: 'ASEAN10',
    name: 'ASEAN 10 countries',
    region: 'Asia',
    countries: ['BN', 'KH', 'ID', 'LA', 'MY', 'MM', 'PH', 'SG', 'TH', 'VN'],
  },
  {
    code: 'ASIA20',
    name: 'Asia Pacific 20 countries',
    region: 'Asia',
    countries: [
      'JP',
      'KR',
      'TH',
      'VN',
      'SG',
      'MY',
      'ID',
      'PH',
      'TW',
      'HK',
      'MO',
      'CN',
      'IN',
      'LK',
      'KH',
      'LA',
      'AU',
      'NZ',
      'BD',
      'NP',
    ],
  },
  {
    code: 'CHM',
    name: 'China, Hong Kong and Macau',
    region: 'Asia',
    countries: ['CN', 'HK', 'MO'],
  },
  { code: 'JPKR', name: 'Japan and South Korea', region: 'Asia', countries: ['JP', 'KR'] },
  {
    code: 'GULF6',
    name: 'Gulf 6 countries',
    region: 'Asia',
    countries: ['AE', 'SA', 'QA', 'OM', 'KW', 'BH'],
  },
  {
    code: 'MENA12',
    name: 'Middle East and North Africa 12',
    region: 'Asia',
    countries: ['AE', 'SA', 'QA', 'OM', 'KW', 'BH', 'JO', 'IL', 'EG', 'MA', 'TN', 'TR'],
  },
  {
    code: 'NAM3',
    name: 'North America 3 countries',
    region: 'Americas',
    countries: ['US', 'CA', 'MX'],
  },
  {
    code: 'LATAM18',
    name: 'Latin America 18 countries',
    region: 'Americas',
    countries: [
      'AR',
      'BO',
      'BR',
      'CL',
      'CO',
      'CR',
      'DO',
      'EC',
      'SV',
      'GT',
      'HN',
      'MX',
      'NI',
      'PA',
      'PY',
      'PE',
      'UY',
      'VE',
    ],
  },
  {
    code: 'CARIB12',
    name: 'Caribbean 12 islands',
    region: 'Americas',
    countries: ['AG', 'AI', 'AW', 'BB', 'BS', 'DM', 'DO', 'GD', 'JM', 'KN', 'LC', 'TT'],
  },
  {
    code: 'AFR20',
    name: 'Africa 20 countries',
    region: 'Africa',
    countries: codesOf('Africa').slice(0, 20),
  },
  {
    code: 'OCE3',
    name: 'Australia, New Zealand and Fiji',
    region: 'Oceania',
    countries: ['AU', 'NZ', 'FJ'],
  },
  {
    code: 'BALK8',
    name: 'Balkans 8 countries',
    region: 'Europe',
    countries: ['AL', 'BA', 'HR', 'ME', 'MK', 'RS', 'SI', 'BG'],
  },
  {
    code: 'NORD5',
    name: 'Nordics 5 countries',
    region: 'Europe',
    countries: ['DK', 'FI', 'IS', 'NO', 'SE'],
  },
  {
    code: 'GLOBAL120',
    name: 'Global 120+ countries',
    region: 'Americas',
    countries: CATALOG_COUNTRIES.slice(0, 124).map((c) => c.countryCode),
  },
];

/** Data plans: GB x days. Day passes: GB per day x days. */
export const DATA_GB = [1, 3, 5, 10, 20];
export const DATA_DAYS = [7, 15, 30];
export const DAY_PASS_GB = [0.5, 1];
export const DAY_PASS_DAYS = [1, 3, 5, 7, 10, 15, 30];

const POPULAR = ['JP', 'KR', 'TH', 'SG'].flatMap((c) => [`WDR-${c}-DATA`, `WDR-${c}-DAY`]);

/** Both demo distributors sell everything; DIST002 8% dearer with less stock. */
export const DEMO_DISTRIBUTORS: DistributorStock[] = [
  {
    entityCode: 'DIST001',
    priceFactor: 1,
    currency: 'MYR',
    serialsPerVariant: 4,
    issuer: '12',
    deepStock: {
      productCodes: [...POPULAR, 'WDR-RG-EU30-DATA', 'WDR-RG-ASIA8-DATA'],
      serialsPerVariant: 60,
    },
  },
  { entityCode: 'DIST002', priceFactor: 1.08, currency: 'MYR', serialsPerVariant: 2, issuer: '34' },
];
