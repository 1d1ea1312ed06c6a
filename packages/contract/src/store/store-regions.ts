/**
 * The regions the web store offers besides countries (issue 28): a kept list, each with the ISO
 * codes it covers. Names are the store's to translate (its `region.<id>` strings).
 */
export const STORE_REGIONS: { id: string; countries: string[] }[] = [
  {
    id: 'europe',
    countries: 'AT BE CH CZ DE DK ES FI FR GB GR HU IE IS IT NL NO PL PT RO SE TR'.split(' '),
  },
  { id: 'asia', countries: 'CN HK ID IN JP KH KR LA MO MY PH SG TH TW VN'.split(' ') },
  { id: 'southeast-asia', countries: 'BN ID KH LA MM MY PH SG TH VN'.split(' ') },
  { id: 'middle-east', countries: 'AE BH IL JO KW OM QA SA TR'.split(' ') },
  { id: 'americas', countries: 'AR BR CA CL CO MX PE US'.split(' ') },
  { id: 'oceania', countries: 'AU FJ NZ'.split(' ') },
];
export type StoreRegion = (typeof STORE_REGIONS)[number];

/** The region's English name (link previews; the store translates its own). */
export const STORE_REGION_NAMES: Record<string, string> = {
  europe: 'Europe',
  asia: 'Asia',
  'southeast-asia': 'Southeast Asia',
  'middle-east': 'Middle East',
  americas: 'Americas',
  oceania: 'Oceania',
};
