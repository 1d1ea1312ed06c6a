import { fromMinor } from '@wander/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { providerTopUpOptions } from '../supply/provider-top-ups.js';
import { deliveredEsimOf, topUpOptions, type DeliveredEsim } from './top-up.queries.js';

export const TOP_UP_UNAVAILABLE = 'This eSIM cannot be topped up';
const NO_TOP_UPS = 'No top-up plans are available for this eSIM';

/**
 * GET payment/InvoiceDetail/GetTopUpESim/{id}: the top-up plans for one of the working company's
 * delivered eSIMs, as {data, isSuccess, message}. The client treats it as a success only when
 * isSuccess is true and data is present; otherwise message is the error (spec section 4). An
 * eSIM bought from a provider answers that provider's top-up packages for it (issue 27), asked
 * now; a stock eSIM, the distributor's plans of its product.
 */
export async function topUpEsim(db: Db, secrets: SecretBox, buyer: string, esimId: string) {
  const esim = isUuid(esimId) ? await deliveredEsimOf(db, esimId, buyer) : null;
  if (!esim) return refused(TOP_UP_UNAVAILABLE);
  let options;
  try {
    options = await offerOf(db, secrets, esim);
  } catch (error) {
    if (error instanceof AppError && error.status === 503) return refused(error.message);
    throw error;
  }
  if (options.length === 0) return refused(NO_TOP_UPS);
  return {
    data: {
      esimId: esim.id,
      iccid: esim.iccid,
      productName: esim.productName,
      variantName: esim.variantName,
      currency: esim.currency,
      topUpOptions: options,
    },
    isSuccess: true,
    message: null,
  };
}

const refused = (message: string) => ({ data: null, isSuccess: false, message });

async function offerOf(db: Db, secrets: SecretBox, esim: DeliveredEsim) {
  const fromProvider = await providerTopUpOptions(db, secrets, esim);
  if (fromProvider) {
    return fromProvider.map((o) => ({
      variantId: esim.variantId,
      variantName: o.name,
      days: o.days,
      data: o.dataGb,
      unitPrice: fromMinor(o.priceMinor),
      packageCode: o.packageCode,
    }));
  }
  const plans = await topUpOptions(db, esim.distributor, esim.productId);
  return plans.map((o) => ({
    variantId: o.variantId,
    variantName: o.variantName,
    days: o.days,
    data: Number(o.data),
    unitPrice: fromMinor(o.unitPriceMinor),
    packageCode: null,
  }));
}
