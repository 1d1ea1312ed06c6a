import { and, countDistinct, eq } from 'drizzle-orm';
import { PlatformBrandingText, type PlatformPricingStatus } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import {
  productPrices,
  products,
  productVariants,
  wanderPlatforms,
} from '../../db/schema/index.js';
import { salePricing, soldCurrencySql } from '../catalog/currency-pricing.js';
import { brandedPlatform, type Brander } from './platform-branding.js';

/**
 * What a platform's store has for sale today (issue 40): how many of its distributor's active
 * plans it can price in its currency (their price in it, or converted when the distributor sells
 * the currency converted and a rate exists), and why nothing when nothing: the back office says
 * so on the platform's pages. The platforms the caller brands only (another's is 404).
 */
export async function platformPricingStatus(
  db: Db,
  brander: Brander,
  id: string,
): Promise<PlatformPricingStatus> {
  await brandedPlatform(db, brander, id);
  const [platform] = await db
    .select({
      currencyCode: wanderPlatforms.currencyCode,
      distributorEntityCode: wanderPlatforms.distributorEntityCode,
    })
    .from(wanderPlatforms)
    .where(eq(wanderPlatforms.id, id));
  const status = { platformId: id, ...platform, missingRates: [] as string[] };
  if (!platform.distributorEntityCode) {
    return {
      ...status,
      pricedPlans: 0,
      mode: 'list',
      rounding: null,
      message: PlatformBrandingText.noDistributor,
    };
  }
  const pricing = await salePricing(db, platform.distributorEntityCode, platform.currencyCode);
  const [{ plans }] = await db
    .select({ plans: countDistinct(productPrices.variantId) })
    .from(productPrices)
    .innerJoin(productVariants, eq(productVariants.id, productPrices.variantId))
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(
      and(
        eq(productPrices.entityCode, platform.distributorEntityCode),
        soldCurrencySql(pricing, productPrices.currency),
        eq(productPrices.isActive, true),
        eq(productVariants.isActive, true),
        eq(products.isActive, true),
      ),
    );
  return {
    ...status,
    pricedPlans: plans,
    mode: pricing.mode,
    rounding: pricing.rounding,
    missingRates: pricing.missingRates,
    message: plans === 0 ? PlatformBrandingText.noPricedPlan(platform.currencyCode) : null,
  };
}
