import { sql, type SQL } from 'drizzle-orm';
import {
  PLATFORM_BRANDING,
  giftBackgroundImageResource,
  moreDirectoryResource,
  partnerOfferResource,
  productResource,
} from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import {
  giftBackgroundImages,
  moreDirectories,
  partnerOffers,
  storedFiles,
} from '../../db/schema/index.js';

/** The distributors a company buys from (the catalogue's rule, catalog-access.ts). */
function sellersOf(company: AuthCompany): SQL {
  if (company.companyType === 'platform') return sql`true`;
  const seller =
    company.companyType === 'distributor' ? company.entityCode : company.parentEntityCode;
  return sql`pp.entity_code = ${seller ?? ''}`;
}

/**
 * Files of one company are private to it, except where an entity's files are seen by others by
 * nature. Each rule says, for a working company, which of the entity's files it may read besides
 * its own (a condition on `stored_files`).
 */
const SHARED: Record<string, (company: AuthCompany) => SQL> = {
  /**
   * A product's image is seen by everyone who may see the product: the companies that read the
   * product (its owner; every company for the platform's catalogue) and the buyers of a
   * distributor that prices one of its variants (the catalogue card). Only the image the product
   * names now is shared; an earlier upload stays private.
   */
  [productResource.apiPath]: (company) => sql`exists (
    select 1 from products p
    where p.image = ${storedFiles.id}::text
      and (p.entity_code in (select c.entity_code from companies c where c.company_type = 'platform')
        or exists (select 1 from product_prices pp
          where pp.product_id = p.id and pp.is_active and ${sellersOf(company)})))`,
};

/**
 * Offer images (partner offers, directory icons, gift backgrounds) are seen by the buyers of the
 * company that publishes them (the offers' rule, offer.queries offerOwnerOf): its own network.
 */
function offerImage(
  table: typeof partnerOffers | typeof moreDirectories | typeof giftBackgroundImages,
): (company: AuthCompany) => SQL {
  return (
    company,
  ) => sql`${storedFiles.entityCode} = ${company.parentEntityCode ?? company.entityCode}
    and exists (select 1 from ${table} where ${table.imageUrl} = ${storedFiles.id}::text
      and ${table.entityCode} = ${storedFiles.entityCode})`;
}
SHARED[partnerOfferResource.apiPath] = offerImage(partnerOffers);
SHARED[moreDirectoryResource.apiPath] = offerImage(moreDirectories);
SHARED[giftBackgroundImageResource.apiPath] = offerImage(giftBackgroundImages);
/**
 * A web store's logo (issue 37) is public on the store (store/v1/logos/{id}): the one a platform
 * names now is readable by every company (the platform's admins brand a distributor's store).
 */
SHARED[PLATFORM_BRANDING] = () =>
  sql`exists (select 1 from wander_platforms w where w.store_logo_url = ${storedFiles.id}::text)`;

/** The files the working company may read: its own, and the shared ones. */
export function readableFiles(company: AuthCompany): SQL {
  const shared = Object.entries(SHARED).map(
    ([entity, rule]) => sql`(${storedFiles.entity} = ${entity} and ${rule(company)})`,
  );
  return sql`(${storedFiles.entityCode} = ${company.entityCode} or ${sql.join(shared, sql` or `)})`;
}
