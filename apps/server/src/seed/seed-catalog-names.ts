import {
  countryNameIn,
  dataAndDaysIn,
  planNameIn,
  type LocalNames,
  type PlanNameLanguage,
} from '@wander/contract';

/**
 * The demo catalogue's names in Bahasa Melayu and Simplified Chinese (issue 41), as a
 * distributor would type them: a country's products by the country's name (Intl, as the store's
 * search names it), the regional products from this kept list; variants by place, data and days
 * ("日本 1GB 7天", "Jepun 1GB 7 hari").
 */
const REGIONAL_NAMES: Record<string, LocalNames> = {
  EU30: { ms: 'Eropah 30 negara', zh: '欧洲 30 国' },
  EU42: { ms: 'Eropah 42 negara', zh: '欧洲 42 国' },
  ASIA8: { ms: 'Asia 8', zh: '亚洲 8 国' },
  ASEAN10: { ms: 'ASEAN 10 negara', zh: '东盟 10 国' },
  ASIA20: { ms: 'Asia Pasifik 20 negara', zh: '亚太 20 国' },
  CHM: { ms: 'China, Hong Kong dan Macau', zh: '中国大陆、香港和澳门' },
  JPKR: { ms: 'Jepun dan Korea Selatan', zh: '日本和韩国' },
  GULF6: { ms: 'Teluk 6 negara', zh: '海湾 6 国' },
  MENA12: { ms: 'Timur Tengah dan Afrika Utara 12', zh: '中东和北非 12 国' },
  NAM3: { ms: 'Amerika Utara 3 negara', zh: '北美 3 国' },
  LATAM18: { ms: 'Amerika Latin 18 negara', zh: '拉丁美洲 18 国' },
  CARIB12: { ms: 'Caribbean 12 pulau', zh: '加勒比 12 岛' },
  AFR20: { ms: 'Afrika 20 negara', zh: '非洲 20 国' },
  OCE3: { ms: 'Australia, New Zealand dan Fiji', zh: '澳大利亚、新西兰和斐济' },
  BALK8: { ms: 'Balkan 8 negara', zh: '巴尔干 8 国' },
  NORD5: { ms: 'Nordik 5 negara', zh: '北欧 5 国' },
  GLOBAL120: { ms: 'Global 120+ negara', zh: '全球 120+ 国' },
};

const each = (name: (lang: PlanNameLanguage) => string): LocalNames => ({
  ms: name('ms'),
  zh: name('zh'),
});

/** A country's data product ("eSIM Jepun", "日本 eSIM") or day pass ("Pas Harian Jepun"). */
export function countryProductNames(code: string, dayPass: boolean): LocalNames {
  return each((lang) => {
    const country = countryNameIn(code, lang);
    if (lang === 'zh') return dayPass ? `${country}日套餐` : `${country} eSIM`;
    return dayPass ? `Pas Harian ${country}` : `eSIM ${country}`;
  });
}

/** A regional product's names, a day pass's with its word ("Pas Harian Eropah 30 negara"). */
export function regionalProductNames(code: string, dayPass: boolean): LocalNames {
  const names = REGIONAL_NAMES[code];
  if (!names) throw new Error(`no names for the regional product ${code}`);
  return each((lang) =>
    !dayPass ? names[lang] : lang === 'zh' ? `${names.zh}日套餐` : `Pas Harian ${names.ms}`,
  );
}

type Facts = { dataGb: number; days: number; isDayPass: boolean };

/** A country variant's names: the country, data and days. */
export const countryVariantNames = (code: string, v: Facts): LocalNames =>
  each((lang) => planNameIn({ countries: [code], ...v }, lang));

/** A regional variant's names: the regional product's name, data and days. */
export const regionalVariantNames = (code: string, v: Facts): LocalNames =>
  each((lang) => `${REGIONAL_NAMES[code][lang]} ${dataAndDaysIn(v, lang)}`);
