import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import {
  bestSellings,
  customerGroups,
  giftBackgroundImages,
  moreDirectories,
  offerGroups,
  partnerOffers,
  products,
  recommendations,
} from '../db/schema/index.js';

const GROUPS = [
  {
    groupCode: 'AIRPORT',
    groupName: 'Airport',
    description: 'Lounges, fast track and transfers',
    sortOrder: 1,
  },
  {
    groupCode: 'INSURANCE',
    groupName: 'Travel Insurance',
    description: 'Cover for the trip',
    sortOrder: 2,
  },
  {
    groupCode: 'STAY',
    groupName: 'Stay and Explore',
    description: 'Hotels, tours and passes',
    sortOrder: 3,
  },
];

const img = (name: string) => `https://images.wander.demo/offers/${name}.jpg`;

/** Partner offers of a distributor; one expired (hidden from buyers), one not started yet. */
const OFFERS = [
  {
    offerCode: 'LOUNGE-20',
    group: 'AIRPORT',
    partnerName: 'SkyLounge Asia',
    title: '20% off airport lounges in Asia',
    description: 'Show your Wander eSIM QR receipt at the desk.',
    image: 'lounge',
    link: 'https://skylounge.example.com/wander',
    from: '2026-01-01',
    to: '2027-12-31',
    countries: ['JP', 'KR', 'TH', 'SG', 'MY'],
  },
  {
    offerCode: 'FASTTRACK',
    group: 'AIRPORT',
    partnerName: 'QuickPass',
    title: 'Fast-track immigration at Narita and Haneda',
    description: 'Book 48 hours ahead.',
    image: 'fasttrack',
    link: 'https://quickpass.example.com',
    from: null,
    to: null,
    countries: ['JP'],
  },
  {
    offerCode: 'INSURE-10',
    group: 'INSURANCE',
    partnerName: 'Safetrip Insurance',
    title: '10% off single-trip travel insurance',
    description: 'Medical, delay and baggage cover.',
    image: 'insurance',
    link: 'https://safetrip.example.com/wander',
    from: '2026-01-01',
    to: null,
    countries: [],
  },
  {
    offerCode: 'INSURE-CORP',
    group: 'INSURANCE',
    partnerName: 'Safetrip Insurance',
    title: 'Annual multi-trip cover for corporate travellers',
    description: 'For corporate accounts only.',
    image: 'insurance-corp',
    link: 'https://safetrip.example.com/corporate',
    from: '2026-01-01',
    to: null,
    countries: [],
    customerGroup: 'Corporate',
  },
  {
    offerCode: 'RAILPASS',
    group: 'STAY',
    partnerName: 'JR Pass Agent',
    title: 'Japan Rail Pass with free delivery',
    description: 'Expired demo offer: buyers no longer see it.',
    image: 'railpass',
    link: 'https://railpass.example.com',
    from: '2025-06-01',
    to: '2025-12-31',
    countries: ['JP'],
  },
  {
    offerCode: 'SUMMER27',
    group: 'STAY',
    partnerName: 'StayWell Hotels',
    title: 'Summer 2027 hotel deals',
    description: 'Starts next summer: hidden until then.',
    image: 'hotel',
    link: 'https://staywell.example.com',
    from: '2027-06-01',
    to: '2027-08-31',
    countries: [],
  },
];

const DIRECTORY = [
  {
    title: 'Help centre',
    kind: 'Support',
    description: 'Set-up guides and answers',
    linkUrl: 'https://help.wander.demo',
    sortOrder: 1,
  },
  {
    title: 'Install your eSIM (iPhone)',
    kind: 'Link',
    description: 'Step by step with screenshots',
    linkUrl: 'https://help.wander.demo/install-ios',
    sortOrder: 2,
  },
  {
    title: 'Install your eSIM (Android)',
    kind: 'Link',
    description: 'Samsung, Pixel and others',
    linkUrl: 'https://help.wander.demo/install-android',
    sortOrder: 3,
  },
  {
    title: 'Check device compatibility',
    kind: 'Link',
    description: null,
    linkUrl: 'https://help.wander.demo/devices',
    sortOrder: 4,
  },
  {
    title: 'SkyLounge Asia',
    kind: 'Partner',
    description: 'Airport lounges across Asia',
    linkUrl: 'https://skylounge.example.com',
    sortOrder: 5,
  },
  {
    title: 'Safetrip Insurance',
    kind: 'Partner',
    description: 'Travel insurance partner',
    linkUrl: 'https://safetrip.example.com',
    sortOrder: 6,
  },
];

const GIFTS = [
  'Happy birthday',
  'Bon voyage',
  'Honeymoon',
  'Business trip',
  'Cherry blossom',
  'Northern lights',
];

/** Top plans of DIST001: for Malaysia (the demo customer's country), Asia, and every market. */
const TOP_PLANS: { code: string; countryCode?: string; region?: string; sortOrder: number }[] = [
  { code: 'WDR-JP-DATA', countryCode: 'MY', sortOrder: 1 },
  { code: 'WDR-TH-DATA', countryCode: 'MY', sortOrder: 2 },
  { code: 'WDR-KR-DATA', countryCode: 'MY', sortOrder: 3 },
  { code: 'WDR-RG-ASIA8-DATA', countryCode: 'MY', sortOrder: 4 },
  { code: 'WDR-SG-DATA', countryCode: 'MY', sortOrder: 5 },
  { code: 'WDR-RG-ASEAN10-DATA', region: 'Asia', sortOrder: 1 },
  { code: 'WDR-RG-JPKR-DATA', region: 'Asia', sortOrder: 2 },
  { code: 'WDR-RG-GLOBAL120-DATA', sortOrder: 1 },
  { code: 'WDR-RG-EU30-DATA', sortOrder: 2 },
  { code: 'WDR-JP-DATA', countryCode: 'SG', sortOrder: 1 },
  { code: 'WDR-AU-DATA', countryCode: 'SG', sortOrder: 2 },
];

/** Plans recommended beside a plan (a regional plan beside a country plan ...). */
const RECOMMENDS = [
  {
    from: 'WDR-JP-DATA',
    to: 'WDR-RG-JPKR-DATA',
    reason: 'Going on to Korea? One plan for both',
    sortOrder: 1,
  },
  { from: 'WDR-JP-DATA', to: 'WDR-JP-DAY', reason: 'Short stay? Pay by the day', sortOrder: 2 },
  {
    from: 'WDR-KR-DATA',
    to: 'WDR-RG-JPKR-DATA',
    reason: 'Japan too? One plan for both',
    sortOrder: 1,
  },
  {
    from: 'WDR-TH-DATA',
    to: 'WDR-RG-ASEAN10-DATA',
    reason: 'Island hopping across South-East Asia',
    sortOrder: 1,
  },
  {
    from: 'WDR-FR-DATA',
    to: 'WDR-RG-EU30-DATA',
    reason: 'Crossing borders in Europe',
    sortOrder: 1,
  },
];

/**
 * Setup > Offer demo data: offer groups (every company, so forms have a group), DIST001's partner
 * offers, directory, gift backgrounds, top plans and recommendations. Idempotent (unique keys).
 */
export async function seedOffers(db: Db) {
  await db
    .insert(offerGroups)
    .values(
      ['WANDER', 'DIST001', 'DIST002'].flatMap((entityCode) =>
        GROUPS.map((g) => ({ entityCode, ...g })),
      ),
    )
    .onConflictDoNothing();
  const groups = await db
    .select({ id: offerGroups.id, code: offerGroups.groupCode })
    .from(offerGroups)
    .where(eq(offerGroups.entityCode, 'DIST001'));
  const groupId = new Map(groups.map((g) => [g.code, g.id]));
  const [corporate] = await db
    .select({ id: customerGroups.id })
    .from(customerGroups)
    .where(and(eq(customerGroups.entityCode, 'DIST001'), eq(customerGroups.name, 'Corporate')));
  await db
    .insert(partnerOffers)
    .values(
      OFFERS.map((o) => ({
        entityCode: 'DIST001',
        offerCode: o.offerCode,
        partnerName: o.partnerName,
        title: o.title,
        description: o.description,
        imageUrl: img(o.image),
        linkUrl: o.link,
        offerGroupId: groupId.get(o.group)!,
        validFrom: o.from ? new Date(`${o.from}T00:00:00Z`) : null,
        validTo: o.to ? new Date(`${o.to}T23:59:59.999Z`) : null,
        countryCodes: o.countries,
        customerGroupIds: 'customerGroup' in o && corporate ? [corporate.id] : [],
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(moreDirectories)
    .values(DIRECTORY.map((d) => ({ entityCode: 'DIST001', ...d })))
    .onConflictDoNothing();
  await db
    .insert(giftBackgroundImages)
    .values(
      GIFTS.map((name, i) => ({
        entityCode: 'DIST001',
        name,
        imageUrl: `https://images.wander.demo/gifts/${name.toLowerCase().replace(/\s+/g, '-')}.jpg`,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing();

  const codes = [
    ...new Set([...TOP_PLANS.map((t) => t.code), ...RECOMMENDS.flatMap((r) => [r.from, r.to])]),
  ];
  const rows = await db
    .select({ id: products.id, code: products.productCode, name: products.productName })
    .from(products)
    .where(inArray(products.productCode, codes));
  const product = new Map(rows.map((r) => [r.code, r]));
  const topPlans = TOP_PLANS.filter((t) => product.has(t.code)).map((t) => ({
    entityCode: 'DIST001',
    productId: product.get(t.code)!.id,
    productName: product.get(t.code)!.name,
    countryCode: t.countryCode ?? null,
    region: t.region ?? null,
    sortOrder: t.sortOrder,
  }));
  if (topPlans.length) await db.insert(bestSellings).values(topPlans).onConflictDoNothing();
  const recs = RECOMMENDS.filter((r) => product.has(r.from) && product.has(r.to)).map((r) => ({
    entityCode: 'DIST001',
    productId: product.get(r.from)!.id,
    productName: product.get(r.from)!.name,
    recommendedProductId: product.get(r.to)!.id,
    recommendedProductName: product.get(r.to)!.name,
    reason: r.reason,
    sortOrder: r.sortOrder,
  }));
  if (recs.length) await db.insert(recommendations).values(recs).onConflictDoNothing();
}
