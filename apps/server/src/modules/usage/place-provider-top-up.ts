import type { Tx } from '../../platform/db/client.js';
import { taxOn } from '../network/tax-per-item.js';
import {
  insertPurchaseOrder,
  nextDocumentNumber,
  type OrderActor,
  type PricedOrder,
} from '../orders/index.js';
import type { DeliveredEsim } from './top-up.queries.js';
import type { ProviderTopUpOption } from '../supply/provider-top-ups.js';
import { topUpRemark } from '../orders/top-up-journal.js';

/**
 * A provider top-up priced (issue 27): one line for the eSIM's own plan, named after the
 * provider's package, at the price of the provider's offer (its cost plus the distributor's
 * top-up margin), taxed as the eSIM's invoice line was. The line names the eSIM and the package:
 * its fulfilment takes no new eSIM, and its procurement tops that one up.
 */
export function providerTopUpPriced(esim: DeliveredEsim, offer: ProviderTopUpOption): PricedOrder {
  const rate = Number(esim.taxRatePercent ?? 0);
  const taxMinor = taxOn(offer.priceMinor, rate);
  return {
    currency: esim.currency,
    lines: [
      {
        lineNo: 1,
        productId: esim.productId,
        variantId: esim.variantId,
        productCode: esim.productCode,
        productName: esim.productName,
        variantCode: esim.variantCode,
        variantName: offer.name.slice(0, 256),
        days: offer.days,
        dataGb: offer.dataGb,
        isDayPass: false,
        qty: 1,
        unitPriceMinor: offer.priceMinor,
        discountMinor: 0,
        taxCode: esim.taxCode,
        taxRatePercent: rate,
        taxMinor,
        lineTotalMinor: offer.priceMinor + taxMinor,
        promotions: [],
        topUpSerialId: esim.id,
        topUpPackageCode: offer.packageCode,
      },
    ],
    subtotalMinor: offer.priceMinor,
    discountMinor: 0,
    taxMinor,
    totalMinor: offer.priceMinor + taxMinor,
  };
}

/** The Draft purchase order of a provider top-up of a business customer's eSIM. */
export async function placeProviderTopUp(
  tx: Tx,
  actor: OrderActor,
  esim: DeliveredEsim,
  offer: ProviderTopUpOption,
) {
  const buyer = actor.company.entityCode;
  return insertPurchaseOrder(
    tx,
    {
      documentNo: await nextDocumentNumber(tx, buyer, 'PurchaseOrder'),
      entityCode: buyer,
      distributorEntityCode: esim.distributor,
      remarks: topUpRemark(esim.iccid),
      createdBy: actor.userId,
      status: 'Draft',
    },
    providerTopUpPriced(esim, offer),
  );
}
