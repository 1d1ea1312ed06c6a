import { workerTask } from '../../platform/workers/pool.js';
import { planTripsNow, type TripPlanning, type TripRequest } from './plan-trips.js';

/** The trip planner's CPU part on a worker thread (plan-trip.ts sends it). */
export const planTrips = workerTask(
  ({ planning, trips }: { planning: TripPlanning; trips: TripRequest[] }) =>
    planTripsNow(planning, trips),
);
