import {
  fromMinor,
  toMinor,
  type DistributorOption,
  type GroupPlan,
  type TripPlan,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { planTrip } from '../catalog/plan-trip.js';
import { TripStock } from '../catalog/trip-stock.js';
import type { GroupOrderRow } from './group.queries.js';

/**
 * Each traveller's trip planned with the trip planner (their own legs and data per day, else the
 * group's), and the group's total. Travellers with the same trip share one planner run, which
 * proposes only plans there are enough of for all of them, and the runs share the distributor's
 * stock (issue 37): together the travellers are proposed no more of a plan than can be delivered.
 */
export async function planGroup(
  tx: Tx,
  group: GroupOrderRow,
  distributor: DistributorOption,
  stock = new TripStock(),
): Promise<GroupPlan> {
  if (group.travellers.length === 0) {
    throw new AppError('BUSINESS_RULE', 'Add the travellers of the group before planning it');
  }
  const tripOf = (t: GroupOrderRow['travellers'][number]) => ({
    legs: t.legs ?? group.legs,
    gbPerDay: t.gbPerDay ?? group.gbPerDay,
  });
  const keyOf = (t: GroupOrderRow['travellers'][number]) => JSON.stringify(tripOf(t));
  const takers = new Map<string, number>();
  for (const t of group.travellers) takers.set(keyOf(t), (takers.get(keyOf(t)) ?? 0) + 1);
  const plans = new Map<string, TripPlan>();
  const travellers: GroupPlan['travellers'] = [];
  for (const t of group.travellers) {
    const key = keyOf(t);
    let plan = plans.get(key);
    if (!plan) {
      try {
        plan = await planTrip(
          tx,
          group.entityCode,
          distributor,
          { distributorEntityCode: group.distributorEntityCode, ...tripOf(t) },
          undefined,
          { stock, travellers: takers.get(key)! },
        );
      } catch (error) {
        // Which traveller's trip cannot be covered, not only which day.
        if (error instanceof AppError)
          throw new AppError(
            error.code,
            `${t.name}: ${error.message}`,
            error.fieldErrors,
            error.status,
          );
        throw error;
      }
      plans.set(key, plan);
    }
    travellers.push({
      travellerId: t.id,
      name: t.name,
      ownTrip: t.legs !== null || t.gbPerDay !== null,
      plan,
    });
  }
  const totalMinor = travellers.reduce((sum, t) => sum + toMinor(t.plan.total), 0);
  return {
    travellers,
    total: fromMinor(totalMinor),
    currency: travellers[0].plan.currency,
  };
}
