import { STORE_REGIONS } from '@wander/contract/store/store-regions';

/** The store's languages and their Intl locales (names of countries, no data shipped). */
const NAME_LOCALES = ['en', 'ms', 'zh'] as const;
type Lang = (typeof NAME_LOCALES)[number];
// Built on first use, per language: each loads that locale's names (tens of ms on a phone), and a
// page in English never needs the Malay or Chinese ones (Lighthouse, issue 30).
const displayNames: Partial<Record<Lang, Intl.DisplayNames>> = {};
const namesOf = (lang: Lang) =>
  (displayNames[lang] ??= new Intl.DisplayNames([lang], { type: 'region' }));

/** A region's name in the three languages (a kept list: Intl has no names for them). */
export const REGION_NAMES: Record<string, Record<Lang, string>> = {
  europe: { en: 'Europe', ms: 'Eropah', zh: '欧洲' },
  asia: { en: 'Asia', ms: 'Asia', zh: '亚洲' },
  'southeast-asia': { en: 'Southeast Asia', ms: 'Asia Tenggara', zh: '东南亚' },
  'middle-east': { en: 'Middle East', ms: 'Timur Tengah', zh: '中东' },
  americas: { en: 'Americas', ms: 'Amerika', zh: '美洲' },
  oceania: { en: 'Oceania', ms: 'Oceania', zh: '大洋洲' },
};

/** The destinations a home page offers first, when the store sells them. */
const POPULAR = ['JP', 'TH', 'KR', 'SG', 'GB', 'US', 'AU', 'CN', 'ID', 'VN', 'FR', 'TW'];

const asLang = (lang: string): Lang =>
  NAME_LOCALES.includes(lang as Lang) ? (lang as Lang) : 'en';

export const countryName = (code: string, lang: string) => namesOf(asLang(lang)).of(code) ?? code;

export const regionName = (id: string, lang: string) => REGION_NAMES[id]?.[asLang(lang)] ?? id;

/** The emoji flag of an ISO code (two regional indicator letters). */
export const flag = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1a5 + c.charCodeAt(0)));

/** Lower case, no accents, no spaces: "Việt Nam" and "vietnam" match. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s\-'’.]/g, '')
    .toLowerCase();

export type Hit =
  { kind: 'country'; code: string; name: string } | { kind: 'region'; id: string; name: string };

/**
 * The destinations and regions a search finds: by name in English, Malay or Chinese ("Japan",
 * "Jepun", "日本"), by ISO code ("JP"), or a region ("Europe", "Eropah", "欧洲"); names that
 * start with the text first. Countries come from those the store sells.
 */
export function searchDestinations(text: string, sold: string[], lang: string): Hit[] {
  const query = fold(text);
  if (!query) return [];
  const score = (names: string[], code?: string) => {
    if (code && code.toLowerCase() === query) return 0;
    const folded = names.map(fold);
    if (folded.some((n) => n.startsWith(query))) return 1;
    if (folded.some((n) => n.includes(query))) return 2;
    return null;
  };
  const hits: { hit: Hit; rank: number }[] = [];
  for (const code of sold) {
    const rank = score(
      NAME_LOCALES.map((l) => countryName(code, l)),
      code,
    );
    if (rank !== null)
      hits.push({ hit: { kind: 'country', code, name: countryName(code, lang) }, rank });
  }
  for (const region of STORE_REGIONS) {
    const rank = score(Object.values(REGION_NAMES[region.id] ?? {}));
    if (rank !== null) {
      hits.push({
        hit: { kind: 'region', id: region.id, name: regionName(region.id, lang) },
        rank,
      });
    }
  }
  return hits
    .sort((a, b) => a.rank - b.rank || a.hit.name.localeCompare(b.hit.name, lang))
    .slice(0, 8)
    .map((h) => h.hit);
}

/** The popular destinations the store sells (then others it sells), at most `count`. */
export function popularDestinations(sold: string[], count = 8) {
  const popular = POPULAR.filter((c) => sold.includes(c));
  const others = sold.filter((c) => !popular.includes(c));
  return [...popular, ...others].slice(0, count);
}

/** Regions the store sells at least one destination of. */
export const soldRegions = (sold: string[]) =>
  STORE_REGIONS.filter((r) => r.countries.some((c) => sold.includes(c)));
