import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { consumerGroups, consumers, wanderPlatforms } from '../db/schema/index.js';
import { stableId } from './stable-id.js';
import { DEMO_STORE_API_KEY, setPlatformApiKey } from '../modules/payment/platform-api-key.js';

const DAY = 24 * 60 * 60 * 1000;
const ENTITY = 'DIST001';
export const DEMO_CONSUMER_COUNT = 300;

export const DEMO_CONSUMER_GROUPS = [
  { key: 'explorer', name: 'Explorer', description: 'Every new traveller', discountPercent: 0 },
  {
    key: 'frequent-flyer',
    name: 'Frequent Flyer',
    description: 'Five trips or more a year',
    discountPercent: 5,
  },
  { key: 'vip', name: 'VIP', description: 'Our best travellers', discountPercent: 10 },
] as const;

/** Given names and family names by the country they usually go with. */
const PEOPLE: { country: string; phone: string; first: string[]; last: string[] }[] = [
  {
    country: 'MY',
    phone: '+60 1',
    first: ['Aisyah', 'Farid', 'Mei Ling', 'Hafiz', 'Nurul', 'Kumar', 'Siti', 'Wei Jie'],
    last: ['Abdullah', 'Tan', 'Lim', 'Rahman', 'Ismail', 'Raj', 'Wong', 'Chong'],
  },
  {
    country: 'SG',
    phone: '+65 9',
    first: ['Jia Hui', 'Marcus', 'Priya', 'Ethan', 'Shu Fen', 'Darren'],
    last: ['Ng', 'Goh', 'Koh', 'Pillai', 'Teo', 'Lee'],
  },
  {
    country: 'JP',
    phone: '+81 90',
    first: ['Haruto', 'Yui', 'Sota', 'Aoi', 'Ren', 'Hina'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito'],
  },
  {
    country: 'GB',
    phone: '+44 7',
    first: ['Oliver', 'Amelia', 'George', 'Isla', 'Harry', 'Freya'],
    last: ['Smith', 'Jones', 'Taylor', 'Brown', 'Davies', 'Evans'],
  },
  {
    country: 'US',
    phone: '+1 415',
    first: ['Liam', 'Olivia', 'Noah', 'Emma', 'Mason', 'Sophia'],
    last: ['Johnson', 'Miller', 'Garcia', 'Martinez', 'Anderson', 'Clark'],
  },
  {
    country: 'AU',
    phone: '+61 4',
    first: ['Jack', 'Charlotte', 'Lachlan', 'Matilda', 'Cooper', 'Ruby'],
    last: ['Wilson', 'Walker', 'Harris', 'Kelly', 'Murphy', 'Ryan'],
  },
  {
    country: 'DE',
    phone: '+49 15',
    first: ['Lukas', 'Hannah', 'Felix', 'Lena', 'Jonas', 'Mia'],
    last: ['Muller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Becker'],
  },
  {
    country: 'FR',
    phone: '+33 6',
    first: ['Louis', 'Chloe', 'Hugo', 'Manon', 'Arthur', 'Camille'],
    last: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Girard'],
  },
  {
    country: 'HK',
    phone: '+852 6',
    first: ['Ka Yan', 'Chun Wai', 'Hoi Ying', 'Tsz Ho', 'Wing Sze', 'Ming'],
    last: ['Chan', 'Leung', 'Cheung', 'Lau', 'Ho', 'Yeung'],
  },
  {
    country: 'TH',
    phone: '+66 8',
    first: ['Somchai', 'Nattaya', 'Anan', 'Kanya', 'Preecha', 'Pim'],
    last: ['Srisuk', 'Boonmee', 'Chaiyaporn', 'Wongsa', 'Rattana', 'Saetang'],
  },
];

/** A small deterministic generator (mulberry32): the same demo world on every machine. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ascii = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/** Consumer `index` of DIST001 as the demo world holds it (pure: the test rebuilds it). */
export function demoConsumer(index: number, now: Date, platformIds: string[]) {
  const next = random(1000 + index);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const people = pick(PEOPLE);
  const first = pick(people.first);
  const last = pick(people.last);
  const digits = String(Math.floor(next() * 9_000_000) + 1_000_000);
  // Most travellers are Explorers; one in five flies often, one in fifteen is a VIP.
  const tier = next();
  const group =
    tier < 0.07
      ? DEMO_CONSUMER_GROUPS[2]
      : tier < 0.27
        ? DEMO_CONSUMER_GROUPS[1]
        : DEMO_CONSUMER_GROUPS[0];
  // Signed up over the last six months, the oldest first.
  const ageDays = Math.floor(((DEMO_CONSUMER_COUNT - index) / DEMO_CONSUMER_COUNT) * 180);
  const createdAt = new Date(now.getTime() - ageDays * DAY - Math.floor(next() * DAY));
  // About one in four was referred by someone who signed up earlier.
  const referrer = index > 10 && next() < 0.25 ? Math.floor(next() * index) : null;
  return {
    id: stableId(`consumer:${ENTITY}:${index}`),
    entityCode: ENTITY,
    platformId: platformIds.length ? pick(platformIds) : null,
    email: `${ascii(first)}.${ascii(last)}${index}@example.com`,
    name: `${first} ${last}`,
    phone: `${people.phone} ${digits.slice(0, 3)} ${digits.slice(3)}`,
    country: people.country,
    consumerGroupId: stableId(`consumer-group:${ENTITY}:${group.key}`),
    consumerGroupName: group.name,
    referralCode: `${ascii(first).slice(0, 5).toUpperCase()}${String(index).padStart(3, '0')}`,
    referrer,
    status: next() < 0.05 ? 'Inactive' : 'Active',
    // The language of their e-mails (issue 41): Hong Kong's read Chinese, a third of Malaysia's
    // Malay (chosen from the index, so the random picks above stay as they were).
    language:
      people.country === 'HK' ? 'zh' : people.country === 'MY' && index % 3 === 0 ? 'ms' : 'en',
    createdAt,
  };
}

/**
 * DIST001's consumer groups and its ~300 consumers (signed up through the consumer apps over the
 * last six months, some referred by others), with stable ids. Idempotent; inserted in batches.
 */
export async function seedConsumers(db: Db, now = new Date()) {
  await db
    .insert(consumerGroups)
    .values(
      DEMO_CONSUMER_GROUPS.map(({ key, ...g }) => ({
        id: stableId(`consumer-group:${ENTITY}:${key}`),
        entityCode: ENTITY,
        ...g,
      })),
    )
    .onConflictDoNothing();
  // The demo consumer apps sell for DIST001: their sign-ups are its consumers (the store API).
  const demoPlatforms = inArray(wanderPlatforms.platformCode, [
    'APP-IOS',
    'APP-ANDROID',
    'WEB-HK',
    'WEB-MY',
  ]);
  await db
    .update(wanderPlatforms)
    .set({ distributorEntityCode: ENTITY })
    .where(and(demoPlatforms, isNull(wanderPlatforms.distributorEntityCode)));
  const platforms = await db
    .select({ id: wanderPlatforms.id })
    .from(wanderPlatforms)
    .where(demoPlatforms)
    .orderBy(wanderPlatforms.platformCode);
  const platformIds = platforms.map((p) => p.id);
  // The demo web store at /store/ sells through WEB-MY with a known key (DEMO_STORE_API_KEY).
  const [webStore] = await db
    .select({ id: wanderPlatforms.id })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.platformCode, 'WEB-MY'));
  if (webStore) await setPlatformApiKey(db, webStore.id, DEMO_STORE_API_KEY);
  const all = Array.from({ length: DEMO_CONSUMER_COUNT }, (_, i) =>
    demoConsumer(i, now, platformIds),
  );
  const rows = all.map(({ referrer, ...c }) => ({
    ...c,
    referredById: referrer === null ? null : all[referrer].id,
    referredByName: referrer === null ? null : all[referrer].name,
  }));
  // Referrers come first in the list, so each batch only points at rows already inserted.
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insert(consumers)
      .values(rows.slice(i, i + 100))
      .onConflictDoNothing();
  }
}

/** The demo consumer who can sign in to the web store at /store/ (README: demo accounts). */
export const DEMO_STORE_CONSUMER = 'arthur.laurent0@example.com';

/** Gives the demo store consumer the demo password (demo consumers have none otherwise). */
export async function seedStoreConsumerPassword(db: Db, passwordHash: string) {
  await db
    .update(consumers)
    .set({ passwordHash })
    .where(and(eq(consumers.email, DEMO_STORE_CONSUMER), isNull(consumers.passwordHash)));
}
