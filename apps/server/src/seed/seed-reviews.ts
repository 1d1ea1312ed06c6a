import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.js';
import { productReviews, products, productVariants } from '../db/schema/index.js';
import { stableId } from './stable-id.js';

interface ReviewSeed {
  seller: string;
  variantCode: string;
  reviewer: string;
  rating: number;
  title: string;
  comment: string;
  at: string;
}

const R = (
  seller: string,
  variantCode: string,
  reviewer: string,
  rating: number,
  title: string,
  comment: string,
  at: string,
): ReviewSeed => ({ seller, variantCode, reviewer, rating, title, comment, at });

/** Buyers' reviews of plans the demo distributors sold; fixed dates, so lists look the same. */
const REVIEWS: ReviewSeed[] = [
  R(
    'DIST001',
    'WDR-JP-DATA-5GB-15D',
    'Mei Lin Tan',
    5,
    'Worked the moment we landed',
    'Scanned the QR code at KLIA, switched on in Narita and it connected straight away. Fast everywhere in Tokyo and Osaka.',
    '2026-09-02T03:15:00Z',
  ),
  R(
    'DIST001',
    'WDR-JP-DATA-10GB-30D',
    'Haruto Sato',
    4,
    'Good speed, long validity',
    'Plenty of data for a month of remote work. Slower in the mountains near Hakone.',
    '2026-09-10T08:40:00Z',
  ),
  R(
    'DIST001',
    'WDR-KR-DATA-3GB-7D',
    'Nurul Aina',
    5,
    'Perfect for a short trip',
    'Seoul for a week, maps and messaging all day, still had data left.',
    '2026-09-18T11:05:00Z',
  ),
  R(
    'DIST001',
    'WDR-TH-DATA-5GB-15D',
    'James Wong',
    3,
    'Fine in Bangkok, weak on the islands',
    'Great in the city. On Koh Lipe the signal dropped in the evenings.',
    '2026-09-25T06:30:00Z',
  ),
  R(
    'DIST001',
    'WDR-SG-DATA-1GB-7D',
    'Priya Raman',
    4,
    'Cheap and simple',
    'Enough for a business day trip. Installation took two minutes.',
    '2026-10-01T01:20:00Z',
  ),
  R(
    'DIST001',
    'WDR-JP-DAY-1GB-7D',
    'Kenji Lim',
    2,
    'Daily allowance runs out fast',
    'The 1GB a day was gone by lunch with video calls; slow after that. Works as described though.',
    '2026-10-06T09:50:00Z',
  ),
  R(
    'DIST001',
    'WDR-RG-EU30-DATA-10GB-30D',
    'Sofia Hernandez',
    5,
    'Seven countries, one eSIM',
    'France, Italy, Austria and more without swapping anything. Roaming switched over by itself.',
    '2026-10-12T14:10:00Z',
  ),
  R(
    'DIST001',
    'WDR-RG-ASIA8-DATA-5GB-15D',
    'Ahmad Faizal',
    4,
    'Handy for a regional tour',
    'Used it in Vietnam, Thailand and Singapore. Had to restart the phone once at a border.',
    '2026-10-19T04:45:00Z',
  ),
  R(
    'DIST001',
    'WDR-KR-DAY-500MB-3D',
    'Grace Lee',
    1,
    'Did not activate at first',
    'It would not connect until support told me to turn on data roaming. Lost half a day.',
    '2026-10-27T12:00:00Z',
  ),
  R(
    'DIST001',
    'WDR-TH-DATA-20GB-30D',
    'Daniel Ong',
    5,
    'Hotspot for the whole family',
    'Shared it with three phones for a month in Chiang Mai. No complaints.',
    '2026-11-03T02:35:00Z',
  ),
  R(
    'DIST001',
    'WDR-SG-DAY-1GB-3D',
    'Farah Aziz',
    4,
    'Quick delivery',
    'Got the QR code by e-mail within a minute of paying.',
    '2026-11-09T07:25:00Z',
  ),
  R(
    'DIST001',
    'WDR-JP-DATA-3GB-7D',
    'Chen Wei',
    3,
    'Okay, a bit pricey',
    'Works well, but I found cheaper plans for the same data.',
    '2026-11-15T10:15:00Z',
  ),
  R(
    'DIST002',
    'WDR-KR-DATA-5GB-15D',
    'Lucas Tan',
    4,
    'Reliable in Busan',
    'Good coverage along the coast and on the KTX.',
    '2026-09-14T05:55:00Z',
  ),
  R(
    'DIST002',
    'WDR-JP-DATA-1GB-7D',
    'Aiko Nakamura',
    2,
    'Too little data',
    'One gigabyte went in three days. Choose a bigger plan.',
    '2026-10-08T13:30:00Z',
  ),
  R(
    'DIST002',
    'WDR-TH-DAY-1GB-5D',
    'Siti Rahmah',
    5,
    'Great value day pass',
    'Fresh data every morning, exactly what I needed in Phuket.',
    '2026-10-30T03:05:00Z',
  ),
  R(
    'DIST002',
    'WDR-SG-DATA-3GB-15D',
    'Marcus Goh',
    4,
    'No fuss',
    'Installed before the flight, connected on arrival.',
    '2026-11-12T09:40:00Z',
  ),
];

/** Demo product reviews (16: 12 of DIST001's sales, 4 of DIST002's). Fixed ids: re-runs add nothing. */
export async function seedReviews(db: Db) {
  const codes = [...new Set(REVIEWS.map((r) => r.variantCode))];
  const variants = await db
    .select({ id: productVariants.id, code: productVariants.variantCode, productId: products.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(inArray(productVariants.variantCode, codes));
  const byCode = new Map(variants.map((v) => [v.code, v]));
  const rows = REVIEWS.map((r, index) => {
    const variant = byCode.get(r.variantCode);
    if (!variant) throw new Error(`seed-reviews: no variant ${r.variantCode}`);
    return {
      id: stableId(`product-review-${index + 1}`),
      entityCode: r.seller,
      productId: variant.productId,
      variantId: variant.id,
      reviewerName: r.reviewer,
      reviewerEmail: `${r.reviewer.toLowerCase().replace(/[^a-z]+/g, '.')}@traveller.demo`,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      createdAt: new Date(r.at),
    };
  });
  await db.insert(productReviews).values(rows).onConflictDoNothing();
}
