/**
 * The fake Airalo's catalogue, shaped as GET /packages answers it (countries -> operators ->
 * packages, developers.partners.airalo.com/get-packages-11883036e0): single-country entries,
 * a regional one (no country_code), a global one, an unlimited day pass, and top-up packages
 * (type "topup", listed only with include=topup). Prices are USD decimals, data in MB.
 */
export interface FakeAiraloPackage {
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

export interface FakeAiraloOperator {
  id: number;
  title: string;
  type: 'local' | 'global';
  rechargeability: boolean;
  countries: { country_code: string; title: string }[];
  coverages: { name: string; networks: { name: string; types: string[] }[] }[];
  packages: FakeAiraloPackage[];
}

export interface FakeAiraloEntry {
  slug: string;
  country_code: string;
  title: string;
  operators: FakeAiraloOperator[];
}

const pkg = (
  id: string,
  title: string,
  net: number,
  amountMb: number,
  day: number,
  extra: Partial<FakeAiraloPackage> = {},
): FakeAiraloPackage => ({
  id,
  type: 'sim',
  title,
  price: Math.round(net * 125) / 100,
  net_price: net,
  amount: amountMb,
  day,
  is_unlimited: false,
  data: amountMb >= 1024 ? `${amountMb / 1024} GB` : `${amountMb} MB`,
  ...extra,
});

const coverage = (code: string, network: string) => ({
  name: code,
  networks: [{ name: network, types: ['4G'] }],
});

export const FAKE_AIRALO_CATALOG: FakeAiraloEntry[] = [
  {
    slug: 'greece',
    country_code: 'GR',
    title: 'Greece',
    operators: [
      {
        id: 1,
        title: 'Meraki Mobile',
        type: 'local',
        rechargeability: true,
        countries: [{ country_code: 'GR', title: 'Greece' }],
        coverages: [coverage('GR', 'Wind')],
        packages: [
          pkg('meraki-mobile-7days-1gb', '1 GB - 7 Days', 4, 1024, 7),
          pkg('meraki-mobile-30days-3gb', '3 GB - 30 Days', 8.5, 3072, 30),
          pkg('meraki-mobile-7days-1gb-topup', '1 GB - 7 Days', 4, 1024, 7, { type: 'topup' }),
          pkg('meraki-mobile-30days-5gb-topup', '5 GB - 30 Days', 11.25, 5120, 30, {
            type: 'topup',
          }),
        ],
      },
    ],
  },
  {
    slug: 'japan',
    country_code: 'JP',
    title: 'Japan',
    operators: [
      {
        id: 2,
        title: 'Moshi Moshi',
        type: 'local',
        rechargeability: false,
        countries: [{ country_code: 'JP', title: 'Japan' }],
        coverages: [coverage('JP', 'SoftBank'), coverage('JP', 'KDDI')],
        packages: [
          pkg('moshi-moshi-unlimited-1day', 'Unlimited - 1 Day', 3.99, 0, 1, {
            is_unlimited: true,
            data: 'Unlimited',
          }),
          pkg('moshi-moshi-7days-2gb', '2 GB - 7 Days', 6.5, 2048, 7),
        ],
      },
    ],
  },
  {
    slug: 'united-states',
    country_code: 'US',
    title: 'United States',
    operators: [
      {
        id: 3,
        title: 'Change',
        type: 'local',
        rechargeability: true,
        countries: [{ country_code: 'US', title: 'United States' }],
        coverages: [coverage('US', 'T-Mobile'), coverage('US', 'AT&T')],
        packages: [pkg('change-7days-1gb', '1 GB - 7 Days', 3.6, 1024, 7)],
      },
    ],
  },
  {
    slug: 'europe',
    country_code: '',
    title: 'Europe',
    operators: [
      {
        id: 4,
        title: 'Eurolink',
        type: 'global',
        rechargeability: true,
        countries: ['FR', 'DE', 'IT', 'ES'].map((c) => ({ country_code: c, title: c })),
        coverages: [coverage('FR', 'Orange'), coverage('DE', 'Vodafone'), coverage('IT', 'TIM')],
        // 10.125 USD: half a cent, so the test sees the rounding (1013 cents).
        packages: [pkg('eurolink-15days-5gb', '5 GB - 15 Days', 10.125, 5120, 15)],
      },
    ],
  },
  {
    slug: 'world',
    country_code: '',
    title: 'Discover Global',
    operators: [
      {
        id: 5,
        title: 'Discover Global',
        type: 'global',
        rechargeability: false,
        countries: ['US', 'JP', 'GR', 'BR', 'AU'].map((c) => ({ country_code: c, title: c })),
        coverages: [coverage('BR', 'Vivo'), coverage('AU', 'Optus')],
        packages: [pkg('discover-30days-10gb', '10 GB - 30 Days', 39, 10240, 30)],
      },
    ],
  },
];

/** Every package of the catalogue with the operator that sells it. */
export function fakeAiraloPackageIndex(): Map<
  string,
  { pkg: FakeAiraloPackage; operator: FakeAiraloOperator; entry: FakeAiraloEntry }
> {
  const index = new Map();
  for (const entry of FAKE_AIRALO_CATALOG) {
    for (const operator of entry.operators) {
      for (const p of operator.packages) index.set(p.id, { pkg: p, operator, entry });
    }
  }
  return index;
}
