import { eq, isNull, like, or } from 'drizzle-orm';
import { giftBackgroundImageResource, partnerOfferResource } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import type { FileService } from '../platform/files/file-service.js';
import { giftBackgroundImages, partnerOffers, storedFiles } from '../db/schema/index.js';
import { demoCardPng } from './seed-images.js';

/** What the offers seed writes before the file storage exists: a stand-in the images replace. */
const STAND_IN = 'https://images.wander.demo/%';

/**
 * Demo offer images: the partner offers and gift backgrounds of the demo world get generated
 * cards, uploaded through the same path as a user's upload, in place of the seed's stand-in
 * addresses. Idempotent: a row that names an uploaded file keeps it.
 */
export async function seedDemoOfferImages(db: Db, files: FileService): Promise<number> {
  let made = 0;
  const upload = async (entity: string, entityCode: string, name: string, text: string[]) => {
    const file = await files.upload({
      entityCode,
      entity,
      kinds: ['image'],
      fileName: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
      content: await demoCardPng(text[0]!, text[1]!, made),
      createdBy: 'demo seed',
    });
    made += 1;
    return file.id;
  };

  const offers = await db
    .select({
      id: partnerOffers.id,
      entityCode: partnerOffers.entityCode,
      title: partnerOffers.title,
      partner: partnerOffers.partnerName,
    })
    .from(partnerOffers)
    .where(or(isNull(partnerOffers.imageUrl), like(partnerOffers.imageUrl, STAND_IN)));
  for (const o of offers) {
    const id = await upload(partnerOfferResource.apiPath, o.entityCode, o.title, [
      o.partner,
      o.title.length > 40 ? `${o.title.slice(0, 38)}…` : o.title,
    ]);
    await db.update(partnerOffers).set({ imageUrl: id }).where(eq(partnerOffers.id, o.id));
    await db.update(storedFiles).set({ entityId: o.id }).where(eq(storedFiles.id, id));
  }

  const gifts = await db
    .select({
      id: giftBackgroundImages.id,
      entityCode: giftBackgroundImages.entityCode,
      name: giftBackgroundImages.name,
    })
    .from(giftBackgroundImages)
    .where(like(giftBackgroundImages.imageUrl, STAND_IN));
  for (const g of gifts) {
    const id = await upload(giftBackgroundImageResource.apiPath, g.entityCode, g.name, [
      g.name,
      'A Wander eSIM gift',
    ]);
    await db
      .update(giftBackgroundImages)
      .set({ imageUrl: id })
      .where(eq(giftBackgroundImages.id, g.id));
    await db.update(storedFiles).set({ entityId: g.id }).where(eq(storedFiles.id, id));
  }
  return made;
}
