import { fromMinor } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { isUuid } from '../../platform/http/ids.js';
import { deliveredEsimOf, topUpOptions } from './top-up.queries.js';

export const TOP_UP_UNAVAILABLE = 'This eSIM cannot be topped up';

/**
 * GET payment/InvoiceDetail/GetTopUpESim/{id}: the top-up plans for one of the working company's
 * delivered eSIMs, as {data, isSuccess, message}. The client treats it as a success only when
 * isSuccess is true and data is present; otherwise message is the error (spec section 4).
 */
export async function topUpEsim(db: Tx, buyer: string, esimId: string) {
  const esim = isUuid(esimId) ? await deliveredEsimOf(db, esimId, buyer) : null;
  if (!esim) return { data: null, isSuccess: false, message: TOP_UP_UNAVAILABLE };
  const options = await topUpOptions(db, esim.distributor, esim.productId);
  if (options.length === 0) {
    return { data: null, isSuccess: false, message: 'No top-up plans are available for this eSIM' };
  }
  return {
    data: {
      esimId: esim.id,
      iccid: esim.iccid,
      productName: esim.productName,
      variantName: esim.variantName,
      topUpOptions: options.map((o) => ({
        variantId: o.variantId,
        variantName: o.variantName,
        days: o.days,
        data: Number(o.data),
        unitPrice: fromMinor(o.unitPriceMinor),
      })),
    },
    isSuccess: true,
    message: null,
  };
}
