import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Tx } from '../../platform/db/client.js';
import {
  customerGroups,
  customers,
  moreDirectories,
  offerGroups,
  partnerOffers,
  products,
} from '../../db/schema/index.js';
import { readableProducts } from '../catalog/product-access.js';

/**
 * Whose offers a company's users read: a buyer (customer or agent company) its distributor's,
 * anybody else its own.
 */
export const offerOwnerOf = (company: AuthCompany) =>
  company.parentEntityCode ?? company.entityCode;

/** Offers valid at the moment of the statement: active, in an active group, inside the validity. */
export const validNow: SQL = sql`${partnerOffers.isActive} and ${offerGroups.isActive}
  and (${partnerOffers.validFrom} is null or ${partnerOffers.validFrom} <= now())
  and (${partnerOffers.validTo} is null or ${partnerOffers.validTo} > now())`;

/**
 * The offers a buyer sees now, by group then title: valid now, for the country asked (an offer
 * without countries is for every country), and either for every buyer or aimed at a customer
 * group the buyer is in (its customer record at the owner, customer/Customers).
 */
export function activeOffers(db: Tx, owner: string, buyer: string, countryCode?: string) {
  return db
    .select({
      id: partnerOffers.id,
      offerCode: partnerOffers.offerCode,
      partnerName: partnerOffers.partnerName,
      title: partnerOffers.title,
      description: partnerOffers.description,
      imageUrl: partnerOffers.imageUrl,
      linkUrl: partnerOffers.linkUrl,
      groupName: offerGroups.groupName,
      validTo: partnerOffers.validTo,
    })
    .from(partnerOffers)
    .innerJoin(offerGroups, eq(offerGroups.id, partnerOffers.offerGroupId))
    .where(
      and(
        eq(partnerOffers.entityCode, owner),
        validNow,
        or(
          sql`cardinality(${partnerOffers.customerGroupIds}) = 0`,
          sql`exists (select 1 from ${customers} where ${customers.entityCode} = ${owner}
            and ${customers.customerEntityCode} = ${buyer} and ${customers.isActive}
            and ${customers.customerGroupId} = any(${partnerOffers.customerGroupIds}))`,
        ),
        countryCode
          ? or(
              sql`cardinality(${partnerOffers.countryCodes}) = 0`,
              sql`${countryCode} = any(${partnerOffers.countryCodes})`,
            )
          : undefined,
      ),
    )
    .orderBy(offerGroups.sortOrder, offerGroups.groupName, partnerOffers.title)
    .limit(200);
}

/** The active directory entries of a company, in sort order. */
export function directoryOf(db: Tx, owner: string) {
  return db
    .select({
      id: moreDirectories.id,
      title: moreDirectories.title,
      kind: moreDirectories.kind,
      description: moreDirectories.description,
      linkUrl: moreDirectories.linkUrl,
      imageUrl: moreDirectories.imageUrl,
    })
    .from(moreDirectories)
    .where(and(eq(moreDirectories.entityCode, owner), eq(moreDirectories.isActive, true)))
    .orderBy(moreDirectories.sortOrder, moreDirectories.title)
    .limit(200);
}

/** How many offers of the company an offer group holds (a group in use is not deleted). */
export async function offersInGroup(db: Tx, entityCode: string, groupId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(partnerOffers)
    .where(and(eq(partnerOffers.entityCode, entityCode), eq(partnerOffers.offerGroupId, groupId)));
  return row?.n ?? 0;
}

/** The name of a product the company reads (its own or the platform's), or undefined. */
export async function readableProductName(db: Tx, company: AuthCompany, productId: string) {
  const [row] = await db
    .select({ name: products.productName })
    .from(products)
    .where(and(eq(products.id, productId), readableProducts(company)));
  return row?.name;
}

/** Whether the offer group and the customer groups an offer names are the company's own. */
export async function offerReferencesOf(
  db: Tx,
  entityCode: string,
  offerGroupId: string,
  customerGroupIds: string[],
) {
  const [group] = await db
    .select({ id: offerGroups.id })
    .from(offerGroups)
    .where(and(eq(offerGroups.id, offerGroupId), eq(offerGroups.entityCode, entityCode)));
  const groups = customerGroupIds.length
    ? await db
        .select({ id: customerGroups.id })
        .from(customerGroups)
        .where(
          and(
            inArray(customerGroups.id, customerGroupIds),
            eq(customerGroups.entityCode, entityCode),
          ),
        )
    : [];
  return {
    offerGroup: !!group,
    customerGroups: groups.length === new Set(customerGroupIds).size,
  };
}
