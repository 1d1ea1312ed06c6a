import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { ProviderError } from './provider-adapter.js';
import { adapterOf, providerOf } from './provider.queries.js';
import { dataGbOf, priceFromCostIn } from './buyer-facing-plan.js';
import { sellingRates } from './supplier-price.js';

/** A provider's top-up package for one eSIM, priced for the buyer. */
export interface ProviderTopUpOption {
  packageCode: string;
  name: string;
  days: number;
  dataGb: number;
  priceMinor: number;
  /** The provider's cost, in the provider's currency. */
  costMinor: number;
  costCurrency: string;
}

export const PROVIDER_UNREACHABLE =
  "The eSIM's provider cannot be reached now; please try again later";

/** The eSIM as the top-up needs it: who sold it, from which provider, in which currency. */
export interface ProviderEsimRef {
  iccid: string;
  distributor: string;
  providerId: string | null;
  currency: string;
}

/**
 * The top-ups of an eSIM bought from a provider (issue 27), asked of that provider now: each of
 * its top-up packages for that ICCID, priced at the provider's cost plus the distributor's top-up
 * margin (set on the provider), in the currency the eSIM was sold in: a cost in another currency
 * is converted at today's exchange rate (the latest on or before today, as a synced plan's
 * suggested price is), then rounded up as that currency's prices round (.90; whole units for JPY,
 * IDR). A package whose currency has no rate into the eSIM's is left out (never priced 1:1). Null: the
 * eSIM is stock, whose top-ups are the distributor's plans. A provider that cannot be reached is
 * a 503 with PROVIDER_UNREACHABLE; an inactive or deleted provider offers nothing.
 */
export async function providerTopUpOptions(
  db: Db,
  secrets: SecretBox,
  esim: ProviderEsimRef,
): Promise<ProviderTopUpOption[] | null> {
  if (!esim.providerId) return null;
  const provider = await providerOf(db, esim.distributor, esim.providerId);
  if (!provider?.isActive) return [];
  let packages;
  try {
    packages = await adapterOf(secrets, provider, db).topUpPackages(esim.iccid);
  } catch (error) {
    if (error instanceof ProviderError) {
      throw new AppError('UNAVAILABLE', PROVIDER_UNREACHABLE, undefined, 503);
    }
    throw error;
  }
  const margin = provider.topUpMarginPercent;
  const today = new Date().toISOString().slice(0, 10);
  const rates = await sellingRates(
    db,
    packages.map((p) => p.currency),
    esim.currency,
    today,
  );
  return packages
    .flatMap((p) => {
      const rate = rates.get(p.currency);
      if (p.costMinor <= 0 || !rate || 'missing' in rate) return [];
      return [
        {
          packageCode: p.code,
          name: p.name,
          days: p.days,
          dataGb: dataGbOf(p),
          costMinor: p.costMinor,
          costCurrency: p.currency,
          priceMinor: priceFromCostIn(p.costMinor, p.currency, esim.currency, rate.rate, margin),
        },
      ];
    })
    .sort((a, b) => a.days - b.days || a.dataGb - b.dataGb);
}
