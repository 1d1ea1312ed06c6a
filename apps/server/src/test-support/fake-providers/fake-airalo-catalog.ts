import { airaloExample, type Doc } from './fake-airalo-fixtures.js';

/**
 * The fake Airalo's catalogue in the shape GET /v2/packages documents (countries -> operators ->
 * packages, developers.partners.airalo.com/get-packages-11883036e0): every entry, operator and
 * package is the documented example (fixtures/airalo/packages-page-1.json) with its own ids,
 * names, data and prices put in. Top-up packages (type "topup") sit beside the eSIM packages and
 * are listed only with include=topup. Prices are USD decimals, data in MB.
 */
export interface FakeAiraloPackage extends Doc {
  id: string;
  type: 'sim' | 'topup';
  title: string;
  price: number;
  net_price: number;
  amount: number;
  day: number;
  is_unlimited: boolean;
  data: string;
}

export interface FakeAiraloOperator extends Doc {
  title: string;
  type: 'local' | 'global';
  rechargeability: boolean;
  packages: FakeAiraloPackage[];
}

export interface FakeAiraloEntry extends Doc {
  slug: string;
  country_code: string;
  title: string;
  operators: FakeAiraloOperator[];
}

const example = () => airaloExample<{ data: FakeAiraloEntry[] }>('packages-page-1').data[0];

export function pkg(
  id: string,
  title: string,
  net: number,
  amountMb: number,
  day: number,
  extra: Partial<FakeAiraloPackage> = {},
): FakeAiraloPackage {
  const price = Math.round(net * 125) / 100;
  return {
    ...example().operators[0].packages[0],
    id,
    type: 'sim',
    title,
    price,
    amount: amountMb,
    day,
    is_unlimited: false,
    data: amountMb >= 1024 ? `${amountMb / 1024} GB` : `${amountMb} MB`,
    net_price: net,
    prices: { net_price: { USD: net }, recommended_retail_price: { USD: price } },
    ...extra,
  };
}

let operatorId = 9000;

/** An operator as documented, covering `countries` on `networks` (one coverage per country). */
export function operator(
  title: string,
  countries: string[],
  networks: string[],
  packages: FakeAiraloPackage[],
  options: { rechargeability?: boolean; type?: 'local' | 'global' } = {},
): FakeAiraloOperator {
  const documented = example().operators[0];
  const flag = documented.countries[0].image;
  return {
    ...documented,
    id: ++operatorId,
    title,
    type: options.type ?? (countries.length > 1 ? 'global' : 'local'),
    rechargeability: options.rechargeability ?? true,
    coverages: countries.map((code, i) => ({
      name: code,
      code,
      networks: (i === 0 ? networks : []).map((name) => ({ name, types: ['4G'] })),
    })),
    countries: countries.map((code) => ({ country_code: code, title: code, image: flag })),
    packages,
  };
}

/** A catalogue entry: a country (its code) or a region (no country_code, as documented). */
export function entry(
  slug: string,
  countryCode: string,
  title: string,
  operators: FakeAiraloOperator[],
): FakeAiraloEntry {
  return { ...example(), slug, country_code: countryCode, title, operators };
}

/**
 * The catalogue the tests know: single-country entries, a regional one, a global one, an unlimited
 * day pass and top-up packages.
 */
export function defaultAiraloCatalogue(): FakeAiraloEntry[] {
  return [
    entry('greece', 'GR', 'Greece', [
      operator(
        'Meraki Mobile',
        ['GR'],
        ['Wind'],
        [
          pkg('meraki-mobile-7days-1gb', '1 GB - 7 Days', 4, 1024, 7),
          pkg('meraki-mobile-30days-3gb', '3 GB - 30 Days', 8.5, 3072, 30),
          pkg('meraki-mobile-7days-1gb-topup', '1 GB - 7 Days', 4, 1024, 7, { type: 'topup' }),
          pkg('meraki-mobile-30days-5gb-topup', '5 GB - 30 Days', 11.25, 5120, 30, {
            type: 'topup',
          }),
        ],
      ),
    ]),
    entry('japan', 'JP', 'Japan', [
      operator(
        'Moshi Moshi',
        ['JP'],
        ['SoftBank', 'KDDI'],
        [
          pkg('moshi-moshi-unlimited-1day', 'Unlimited - 1 Day', 3.99, 0, 1, {
            is_unlimited: true,
            data: 'Unlimited',
          }),
          pkg('moshi-moshi-7days-2gb', '2 GB - 7 Days', 6.5, 2048, 7),
        ],
        { rechargeability: false },
      ),
    ]),
    entry('united-states', 'US', 'United States', [
      operator(
        'Change',
        ['US'],
        ['T-Mobile', 'AT&T'],
        [pkg('change-7days-1gb', '1 GB - 7 Days', 3.6, 1024, 7)],
      ),
    ]),
    entry('europe', '', 'Europe', [
      operator(
        'Eurolink',
        ['FR', 'DE', 'IT', 'ES'],
        ['Orange'],
        // 10.125 USD: half a cent, so the test sees the rounding (1013 cents).
        [pkg('eurolink-15days-5gb', '5 GB - 15 Days', 10.125, 5120, 15)],
      ),
    ]),
    entry('world', '', 'Discover Global', [
      operator(
        'Discover Global',
        ['US', 'JP', 'GR', 'BR', 'AU'],
        ['Vivo'],
        [pkg('discover-30days-10gb', '10 GB - 30 Days', 39, 10240, 30)],
        { rechargeability: false },
      ),
    ]),
  ];
}

/**
 * `count` single-country entries of one eSIM package each (`fake-<n>-7days-1gb`), rechargeable
 * with one top-up package (`fake-<n>-7days-1gb-topup`).
 */
export function generatedAiraloCatalogue(count: number): FakeAiraloEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const code = `X${String.fromCharCode(65 + (i % 26))}`;
    return entry(`fake-country-${n}`, code, `Fake country ${n}`, [
      operator(
        `Fake Mobile ${n}`,
        [code],
        [`Fake Net ${n}`],
        [
          pkg(`fake-${n}-7days-1gb`, '1 GB - 7 Days', 2 + (i % 10) / 10, 1024, 7),
          pkg(`fake-${n}-7days-1gb-topup`, '1 GB - 7 Days', 2, 1024, 7, { type: 'topup' }),
        ],
      ),
    ]);
  });
}

/** Every package of a catalogue with the operator that sells it. */
export function airaloPackageIndex(catalogue: FakeAiraloEntry[]) {
  const index = new Map<string, { pkg: FakeAiraloPackage; operator: FakeAiraloOperator }>();
  for (const e of catalogue) {
    for (const o of e.operators)
      for (const p of o.packages) index.set(p.id, { pkg: p, operator: o });
  }
  return index;
}
