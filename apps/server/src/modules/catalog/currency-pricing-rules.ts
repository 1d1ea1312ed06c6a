import { eq } from 'drizzle-orm';
import { messages } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { currencies } from '../../db/schema/index.js';

/**
 * A currency pricing setting before it is written (product/CurrencyPricing, issue 40): the
 * currency is one of the currency list ('Currency is not a valid option'), and a 'list' setting
 * keeps no rounding (the form may still send the one it showed before the mode changed).
 */
export async function checkCurrencyPricing(db: Tx, body: Record<string, unknown>) {
  const [known] = await db
    .select({ code: currencies.currencyCode })
    .from(currencies)
    .where(eq(currencies.currencyCode, String(body.currencyCode)));
  if (!known) {
    throw AppError.validation({ currencyCode: [messages.invalidOption('Currency')] });
  }
  if (body.mode !== 'converted') body.rounding = null;
}
