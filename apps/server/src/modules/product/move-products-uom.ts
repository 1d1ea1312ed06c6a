import { messages, UomMoveMessage, type UpdateByUomBody } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { existingUoms, lockProductsOfUom, setProductsUom } from './product-cost.queries.js';

/**
 * PUT product/ProductCost/UpdateByUom: moves the working company's products from one unit to
 * another in one transaction. With productIds only those (every one must be the company's and
 * use From Unit, else nothing moves); without, all of the company's products of From Unit.
 */
export async function moveProductsToUom(tx: Tx, entityCode: string, input: UpdateByUomBody) {
  const found = await existingUoms(tx, [input.fromUomId, input.toUomId]);
  const errors: Record<string, string[]> = {};
  if (!found.has(input.fromUomId)) errors.fromUomId = [messages.invalidOption('From Unit')];
  if (!found.has(input.toUomId)) errors.toUomId = [messages.invalidOption('To Unit')];
  if (Object.keys(errors).length) throw AppError.validation(errors);

  const wanted = input.productIds ? [...new Set(input.productIds)] : undefined;
  const ids = await lockProductsOfUom(tx, entityCode, input.fromUomId, wanted);
  if (wanted && ids.length !== wanted.length) {
    throw AppError.validation({ productIds: [UomMoveMessage.notUsing] });
  }
  return { moved: await setProductsUom(tx, ids, input.toUomId) };
}
