/**
 * Plan names in the store's other languages (issue 41), composed from a plan's facts: its place
 * (country names from Intl, as the store's search has them; a kept list of region names), its
 * data and its days, "日本 1GB 7天", "Jepun 1GB 7 hari". Synced provider packages and generated
 * plans (the demo catalogue) are named so; a distributor types the names of its own plans. No
 * zod: the server and the web store both take it.
 */

/** The languages a plan has names in besides English (the store's other languages). */
export const PLAN_NAME_LANGUAGES = ['ms', 'zh'] as const;
export type PlanNameLanguage = (typeof PLAN_NAME_LANGUAGES)[number];
export type LocalNames = Record<PlanNameLanguage, string>;
type Lang = 'en' | PlanNameLanguage;

/** Region names the suppliers and the demo use, in the three languages (Intl has none). */
const REGIONS: Record<string, LocalNames> = {
  'Southeast Asia': { ms: 'Asia Tenggara', zh: '东南亚' },
  'Asia Pacific': { ms: 'Asia Pasifik', zh: '亚太' },
  'Central Asia': { ms: 'Asia Tengah', zh: '中亚' },
  'Middle East and North Africa': { ms: 'Timur Tengah dan Afrika Utara', zh: '中东和北非' },
  'Middle East': { ms: 'Timur Tengah', zh: '中东' },
  'North America': { ms: 'Amerika Utara', zh: '北美洲' },
  'South America': { ms: 'Amerika Selatan', zh: '南美洲' },
  'Latin America': { ms: 'Amerika Latin', zh: '拉丁美洲' },
  Americas: { ms: 'Amerika', zh: '美洲' },
  Europe: { ms: 'Eropah', zh: '欧洲' },
  Asia: { ms: 'Asia', zh: '亚洲' },
  ASEAN: { ms: 'ASEAN', zh: '东盟' },
  Oceania: { ms: 'Oceania', zh: '大洋洲' },
  Africa: { ms: 'Afrika', zh: '非洲' },
  Caribbean: { ms: 'Caribbean', zh: '加勒比' },
  Balkans: { ms: 'Balkan', zh: '巴尔干' },
  Nordics: { ms: 'Nordik', zh: '北欧' },
  Gulf: { ms: 'Teluk', zh: '海湾' },
  Global: { ms: 'Global', zh: '全球' },
};

const countryNames: Partial<Record<Lang, Intl.DisplayNames>> = {};
/** A country's name in a language (Intl, as the web store's search and pages name it). */
export function countryNameIn(code: string, lang: Lang): string {
  countryNames[lang] ??= new Intl.DisplayNames([lang], { type: 'region' });
  try {
    return countryNames[lang].of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The kept region a name speaks of ("Asia 11 countries" -> Asia, "Discover Global" -> Global):
 * the longest one it holds as whole words.
 */
export function regionOf(name: string | null | undefined): string | null {
  if (!name) return null;
  const words = ` ${name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const found = Object.keys(REGIONS)
    .filter((region) => words.includes(` ${region.toLowerCase()} `))
    .sort((a, b) => b.length - a.length);
  return found[0] ?? null;
}

/** A region's name in a language; English as given. */
export const regionNameIn = (region: string, lang: PlanNameLanguage) =>
  REGIONS[region]?.[lang] ?? region;

const COUNTRIES: Record<Lang, (n: number) => string> = {
  en: (n) => `${n} countries`,
  ms: (n) => `${n} negara`,
  zh: (n) => `${n}个国家`,
};

/**
 * Where a plan works, in a language: one country by its name; two or three by their names
 * ("日本和韩国"); more by the region they are in and their number ("Eropah (30 negara)"), or
 * their number alone when no kept region names them.
 */
export function placeNameIn(countries: string[], region: string | null, lang: Lang): string {
  if (countries.length >= 1 && countries.length <= 3) {
    const names = countries.map((c) => countryNameIn(c, lang));
    return names.length === 1
      ? names[0]
      : new Intl.ListFormat(lang, { type: 'conjunction' }).format(names);
  }
  const kept = regionOf(region);
  const count = COUNTRIES[lang](countries.length);
  if (!kept) return lang === 'en' && region ? region : count;
  const name = lang === 'en' ? kept : regionNameIn(kept, lang);
  return lang === 'zh' ? `${name}（${count}）` : `${name} (${count})`;
}

/** 0.5 -> "500MB", 3 -> "3GB", 1.5 -> "1.5GB"; null: unlimited. */
function dataIn(dataGb: number | null, isDayPass: boolean, lang: Lang): string {
  const amount =
    dataGb === null
      ? { en: 'Unlimited', ms: 'Tanpa had', zh: '无限流量' }[lang]
      : dataGb < 1
        ? `${Math.round(dataGb * 1000)}MB`
        : `${Math.round(dataGb * 100) / 100}GB`;
  if (!isDayPass) return amount;
  return { en: `${amount}/day`, ms: `${amount}/hari`, zh: `每天${amount}` }[lang];
}

const daysIn = (days: number, lang: Lang) =>
  ({ en: `${days} ${days === 1 ? 'day' : 'days'}`, ms: `${days} hari`, zh: `${days}天` })[lang];

export interface PlanFacts {
  countries: string[];
  /** The supplier's region name of a multi-country plan, if any ("Europe", "Asia 11 countries"). */
  region?: string | null;
  /** GB (a day pass: a day); null when unlimited. */
  dataGb: number | null;
  days: number;
  isDayPass: boolean;
}

/** A plan's data and days in one language ("1GB 7 hari", "每天1GB 7天"). */
export const dataAndDaysIn = (plan: Omit<PlanFacts, 'countries'>, lang: Lang) =>
  `${dataIn(plan.dataGb, plan.isDayPass, lang)} ${daysIn(plan.days, lang)}`;

/** A plan's name in one language: place, data and days ("Jepun 1GB 7 hari", "日本 每天1GB 7天"). */
export function planNameIn(plan: PlanFacts, lang: Lang): string {
  const place = placeNameIn(plan.countries, plan.region ?? null, lang);
  return `${place} ${dataAndDaysIn(plan, lang)}`.slice(0, 256);
}

/** A plan's names in Bahasa Melayu and Simplified Chinese, composed from its facts. */
export const composedPlanNames = (plan: PlanFacts): LocalNames => ({
  ms: planNameIn(plan, 'ms'),
  zh: planNameIn(plan, 'zh'),
});
