import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { PLATFORM_BRANDING, STORE_DEFAULT_COLOR } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import type { FileService } from '../platform/files/file-service.js';
import { wanderPlatforms } from '../db/schema/index.js';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 256x256 logo: a white rounded square, a circle in the store's colour, its initial in white. */
export function demoLogoPng(name: string, color: string): Promise<Buffer> {
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? 'W');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" rx="48" fill="#ffffff"/>
    <circle cx="128" cy="128" r="104" fill="${color}"/>
    <text x="128" y="168" text-anchor="middle" font-family="sans-serif" font-size="120"
      font-weight="bold" fill="#ffffff">${initial}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Demo store logos (issue 37): DIST001's platforms that have no logo get one, uploaded as its
 * admin's upload would be (checked, re-encoded, stored) and saved on the platform, so the demo
 * stores show a logo in their header. Idempotent: a platform with a logo keeps it.
 */
export async function seedDemoPlatformLogos(db: Db, files: FileService, entityCode = 'DIST001') {
  const rows = await db
    .select({
      id: wanderPlatforms.id,
      code: wanderPlatforms.platformCode,
      name: wanderPlatforms.storeName,
      platformName: wanderPlatforms.platformName,
      color: wanderPlatforms.storePrimaryColor,
    })
    .from(wanderPlatforms)
    .where(
      and(
        eq(wanderPlatforms.distributorEntityCode, entityCode),
        isNull(wanderPlatforms.storeLogoUrl),
      ),
    )
    .orderBy(wanderPlatforms.platformCode);
  for (const p of rows) {
    const file = await files.upload({
      entityCode,
      entity: PLATFORM_BRANDING,
      kinds: ['image'],
      fileName: `${p.code.toLowerCase()}-logo.png`,
      content: await demoLogoPng(p.name ?? p.platformName, p.color ?? STORE_DEFAULT_COLOR),
      createdBy: 'demo seed',
    });
    await db
      .update(wanderPlatforms)
      .set({ storeLogoUrl: file.id })
      .where(and(eq(wanderPlatforms.id, p.id), isNull(wanderPlatforms.storeLogoUrl)));
    await files.attach(entityCode, [file.id], p.id);
  }
  return rows.length;
}
