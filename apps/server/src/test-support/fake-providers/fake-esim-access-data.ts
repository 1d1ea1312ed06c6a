import { randomBytes, randomInt } from 'node:crypto';
import { eaFixture, type EaFixtureEnvelope } from './fake-esim-access-fixtures.js';

/**
 * The fake eSIM Access catalogue and eSIMs, each shaped as the documented example is
 * (fixtures/esim-access/package-list-response.json, query-response.json): every documented field,
 * this fake's values. Units as the API's: price ×10,000 USD, volume in bytes, dataType 1 fixed /
 * 2-4 daily, supportTopUpType 1 none / 2 top-up / 3 top-up with periodNum.
 */
type DocumentedPackage = EaFixtureEnvelope<{ packageList: Record<string, unknown>[] }>;
type DocumentedProfile = EaFixtureEnvelope<{ esimList: Record<string, unknown>[] }>;

export interface FakeEaPackage extends Record<string, unknown> {
  packageCode: string;
  slug: string;
  name: string;
  price: number;
  volume: number;
  duration: number;
  location: string;
  dataType: number;
  supportTopUpType: number;
}

const GB = 1024 * 1024 * 1024;

function pkg(
  packageCode: string,
  slug: string,
  name: string,
  price: number,
  volume: number,
  duration: number,
  countries: [code: string, name: string, operators: string[]][],
  dataType = 1,
  supportTopUpType = 2,
): FakeEaPackage {
  const [documented] = eaFixture<DocumentedPackage>('package-list-response').obj.packageList;
  return {
    ...documented,
    packageCode,
    slug,
    name,
    price,
    retailPrice: price * 2,
    volume,
    duration,
    durationUnit: 'DAY',
    location: countries.map(([c]) => c).join(','),
    description: name,
    dataType,
    supportTopUpType,
    locationNetworkList: countries.map(([locationCode, locationName, ops]) => ({
      locationCode,
      locationName,
      locationLogo: `/img/flags/${locationCode.toLowerCase()}.png`,
      operatorList: ops.map((operatorName) => ({ operatorName, networkType: '4G/5G' })),
    })),
  };
}

export const FAKE_EA_PACKAGES: FakeEaPackage[] = [
  pkg('CKH491', 'JP_3_30', 'Japan 3GB 30Days', 45_000, 3 * GB, 30, [
    ['JP', 'Japan', ['NTT Docomo', 'SoftBank']],
  ]),
  pkg('CKH530', 'US_5_30', 'United States 5GB 30Days', 90_000, 5 * GB, 30, [
    ['US', 'United States', ['AT&T', 'T-Mobile']],
  ]),
  pkg('EU-30_10_30', 'EU-30_10_30', 'Europe 30 countries 10GB 30Days', 185_000, 10 * GB, 30, [
    ['DE', 'Germany', ['Telekom', 'Vodafone']],
    ['FR', 'France', ['Orange']],
    ['IT', 'Italy', ['TIM']],
    ['ES', 'Spain', ['Movistar']],
  ]),
  pkg('AS-11_1_7', 'AS-11_1_7', 'Asia 11 countries 1GB 7Days', 30_000, GB, 7, [
    ['JP', 'Japan', ['SoftBank']],
    ['SG', 'Singapore', ['Singtel']],
    ['TH', 'Thailand', ['AIS']],
  ]),
  pkg(
    'TH_1_DAY',
    'TH_1_Daily',
    'Thailand 1GB/Day',
    12_000,
    GB,
    1,
    [['TH', 'Thailand', ['AIS', 'dtac']]],
    2,
    3,
  ),
  pkg(
    'TR_UNL_DAY',
    'TR_Unlimited_Daily',
    'Turkey Unlimited/Day',
    25_000,
    0,
    1,
    [['TR', 'Turkey', ['Turkcell']]],
    4,
    1,
  ),
];

/**
 * Top-ups ("TOPUP_" codes), each for the base packages it reloads ("countries can be reloaded
 * with same country top up and region with same region top up": Get All Data Packages).
 */
export const FAKE_EA_TOPUPS: (FakeEaPackage & { baseCodes: string[] })[] = [
  {
    ...pkg('TOPUP_CKH491', 'JP_1_7', 'Japan 1GB 7Days', 15_000, GB, 7, [
      ['JP', 'Japan', ['SoftBank']],
    ]),
    baseCodes: ['CKH491'],
  },
  {
    ...pkg('TOPUP_EU-30_5_30', 'EU-30_5_30', 'Europe 30 countries 5GB 30Days', 95_000, 5 * GB, 30, [
      ['DE', 'Germany', ['Telekom']],
      ['FR', 'France', ['Orange']],
    ]),
    baseCodes: ['EU-30_10_30'],
  },
];

/** One eSIM as esim/query lists it (the documented example's fields). */
export interface Profile extends Record<string, unknown> {
  esimTranNo: string;
  orderNo: string;
  transactionId: string;
  iccid: string;
  ac: string;
  smdpStatus: string;
  esimStatus: string;
  expiredTime: string;
  totalVolume: number;
  totalDuration: number;
  orderUsage: number;
  packageList: { packageCode: string; volume: number; duration: number; locationCode: string }[];
}

export interface Order {
  orderNo: string;
  transactionId: string;
  allocated: boolean;
  profiles: Profile[];
}

/** The API's time format: `2023-06-15T16:56:16+0000` (query-response.json). */
export const eaTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, '+0000');

/** An eSIM of an order, as esim/query lists it once allocated ("New": RELEASED, GOT_RESOURCE). */
export function makeProfile(order: Order, p: FakeEaPackage, n: string): Profile {
  const [documented] = eaFixture<DocumentedProfile>('query-response').obj.esimList;
  const matchingId = randomBytes(16).toString('hex').toUpperCase();
  return {
    ...documented,
    esimTranNo: `2611270000${n}`,
    orderNo: order.orderNo,
    transactionId: order.transactionId,
    imsi: `45400${randomInt(1e9).toString().padStart(10, '0')}`,
    // Unique across fakes too: a test may run several accounts against one database.
    iccid: `89852${randomInt(100_000_000).toString().padStart(8, '0')}${n}`,
    ac: `LPA:1$rsp.fake-esimaccess.test$${matchingId}`,
    qrCodeUrl: `https://p.qrsim.net/${matchingId.toLowerCase()}.png`,
    smdpStatus: 'RELEASED',
    esimStatus: 'GOT_RESOURCE',
    eid: '',
    expiredTime: eaTime(Date.now() + 180 * 86_400_000),
    totalVolume: p.volume,
    totalDuration: p.duration,
    durationUnit: 'DAY',
    orderUsage: 0,
    packageList: [
      {
        packageCode: p.packageCode,
        volume: p.volume,
        duration: p.duration,
        locationCode: p.location.split(',')[0],
      },
    ],
  };
}
