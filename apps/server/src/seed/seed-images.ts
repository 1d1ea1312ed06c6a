import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { productResource } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import type { FileService } from '../platform/files/file-service.js';
import { companies, products, storedFiles } from '../db/schema/index.js';

/** Destinations whose products get a card image besides the catalogue's first page and the regional data plans. */
const POPULAR = ['JP', 'TH', 'SG', 'KR', 'ID', 'VN', 'MY', 'AU', 'US', 'GB', 'FR', 'TW', 'HK'];
/** The catalogue's first pages (by name) get images too, so /catalog opens on pictures. */
const FIRST_PAGE = 16;

const PALETTES = [
  ['#1677ff', '#13c2c2'],
  ['#722ed1', '#eb2f96'],
  ['#fa8c16', '#fadb14'],
  ['#389e0d', '#13c2c2'],
  ['#cf1322', '#fa8c16'],
  ['#08979c', '#2f54eb'],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 640x360 card: a gradient, the product's name and what it covers. */
export function demoCardPng(title: string, subtitle: string, seed: number): Promise<Buffer> {
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  // Fits the name on one line of the 560 px text area (a bold sans letter is about 0.65 em).
  const size = Math.min(52, Math.floor(560 / (0.65 * title.length)));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </linearGradient></defs>
    <rect width="640" height="360" fill="url(#g)"/>
    <circle cx="560" cy="70" r="120" fill="#fff" fill-opacity="0.12"/>
    <text x="40" y="210" font-family="sans-serif" font-size="${size}" font-weight="bold"
      fill="#fff">${escapeXml(title)}</text>
    <text x="40" y="262" font-family="sans-serif" font-size="26" fill="#fff"
      fill-opacity="0.9">${escapeXml(subtitle)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Demo product images: the platform's products on the catalogue's first page and those of popular
 * destinations get a generated card, uploaded through the same path as a user's upload (checked,
 * re-encoded, thumbnailed, stored in the configured storage). Idempotent: a product that has an
 * image keeps it. Needs the file storage, so it runs at start-up beside the app, not in seedDemo.
 */
export async function seedDemoImages(db: Db, files: FileService): Promise<number> {
  const platform = sql`${products.entityCode} in (select ${companies.entityCode} from ${companies}
    where ${companies.companyType} = 'platform')`;
  const popular = or(...POPULAR.map((c) => sql`${products.productCode} like ${`WDR-${c}-%`}`));
  const firstPage = db
    .select({ id: products.id })
    .from(products)
    .where(platform)
    .orderBy(asc(products.productName), asc(products.id))
    .limit(FIRST_PAGE);
  const rows = await db
    .select({
      id: products.id,
      entityCode: products.entityCode,
      productCode: products.productCode,
      productName: products.productName,
      countries: sql<number>`(select count(*) from product_countries pc
        where pc.product_id = ${products.id})::int`,
    })
    .from(products)
    .where(
      and(
        platform,
        isNull(products.image),
        or(
          popular,
          sql`${products.id} in ${firstPage}`,
          sql`${products.productCode} like 'WDR-RG-%-DATA'`,
        ),
      ),
    )
    .orderBy(asc(products.productName));
  for (const [i, p] of rows.entries()) {
    const subtitle =
      p.countries > 1
        ? `${p.countries} countries · Wander`
        : `${p.productCode.split('-')[1]} · Wander`;
    const file = await files.upload({
      entityCode: p.entityCode,
      entity: productResource.apiPath,
      kinds: ['image'],
      fileName: `${p.productCode.toLowerCase()}.png`,
      content: await demoCardPng(p.productName, subtitle, i),
      createdBy: 'demo seed',
    });
    await db.update(products).set({ image: file.id }).where(eq(products.id, p.id));
    await db
      .update(storedFiles)
      .set({ entityId: p.id })
      .where(inArray(storedFiles.id, [file.id]));
  }
  return rows.length;
}
