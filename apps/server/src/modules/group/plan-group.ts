import {
  fromMinor,
  toMinor,
  type DistributorOption,
  type GroupPlan,
  type TripPlan,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { assertKnownCountries, planTrips } from '../catalog/plan-trip.js';
import { TripStock } from '../catalog/trip-stock.js';
import type { GroupOrderRow } from './group.queries.js';

type Traveller = GroupOrderRow['travellers'][number];

/**
 * Each traveller's trip planned with the trip planner (their own legs and data per day, else the
 * group's), and the group's total. Travellers with the same trip share one planner run, which
 * proposes only plans there are enough of for all of them, and the runs share the distributor's
 * stock (issue 37): together the travellers are proposed no more of a plan than can be delivered.
 * What the planner reads is read once for all the trips, and the search runs on a worker thread
 * (issue 39): a group of 1,000 travellers on 1,000 trips holds no other request.
 */
export async function planGroup(
  db: Tx,
  group: GroupOrderRow,
  distributor: DistributorOption,
  stock = new TripStock(),
): Promise<GroupPlan> {
  if (group.travellers.length === 0) {
    throw new AppError('BUSINESS_RULE', 'Add the travellers of the group before planning it');
  }
  const tripOf = (t: Traveller) => ({
    legs: t.legs ?? group.legs,
    gbPerDay: t.gbPerDay ?? group.gbPerDay,
  });
  // The distinct trips, in the order their first traveller comes, with how many take each.
  const trips = new Map<string, { first: Traveller; travellers: number }>();
  for (const t of group.travellers) {
    const key = JSON.stringify(tripOf(t));
    const trip = trips.get(key);
    if (trip) trip.travellers++;
    else trips.set(key, { first: t, travellers: 1 });
  }
  const distinct = [...trips.values()];
  const answers = await planTrips(
    db,
    group.entityCode,
    distributor,
    distinct.map((d) => ({ ...tripOf(d.first), travellers: d.travellers })),
    {
      stock,
      validate: (names) => {
        // Which traveller's trip names an unknown country, not only which leg.
        for (const d of distinct) {
          try {
            assertKnownCountries(names, tripOf(d.first).legs);
          } catch (error) {
            throw named(d.first, error);
          }
        }
      },
    },
  );
  const plans = new Map<string, TripPlan>();
  distinct.forEach((d, i) => {
    const answer = answers[i];
    // Which traveller's trip cannot be covered, not only which day.
    if ('uncovered' in answer)
      throw named(d.first, new AppError('BUSINESS_RULE', answer.uncovered));
    plans.set(JSON.stringify(tripOf(d.first)), answer.plan);
  });
  const travellers: GroupPlan['travellers'] = group.travellers.map((t) => ({
    travellerId: t.id,
    name: t.name,
    ownTrip: t.legs !== null || t.gbPerDay !== null,
    plan: plans.get(JSON.stringify(tripOf(t)))!,
  }));
  const totalMinor = travellers.reduce((sum, t) => sum + toMinor(t.plan.total), 0);
  return {
    travellers,
    total: fromMinor(totalMinor),
    currency: travellers[0].plan.currency,
  };
}

function named(t: Traveller, error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return new AppError(error.code, `${t.name}: ${error.message}`, error.fieldErrors, error.status);
}
