/** Deterministic demo-like rows for benchmarks: same input, same rows, every run. */
import type { Database } from '../apps/server/src/platform/db/client.js';
import { wanderPlans } from '../apps/server/src/db/schema/index.js';

const DESTINATIONS = [
  'Japan',
  'Korea',
  'Thailand',
  'Vietnam',
  'Singapore',
  'Malaysia',
  'Indonesia',
  'Australia',
  'France',
  'Germany',
  'Italy',
  'Spain',
  'United Kingdom',
  'United States',
  'Canada',
  'Mexico',
  'Brazil',
  'Turkey',
  'Egypt',
  'India',
  'China',
  'Taiwan',
  'Hong Kong',
  'Philippines',
  'New Zealand',
  'Europe',
  'Asia',
  'Global',
];
const DAYS = [1, 3, 5, 7, 10, 15, 30];
const GB = [1, 3, 5, 10, 20, 50];

/** The Search the benchmark drives: a filter and a sort, one page of 10. */
export const SEARCH = {
  pageIndex: 1,
  pageSize: 10,
  filterColumns: [{ columnName: 'planName', filterValue: 'Japan', operator: 'startsWith' }],
  sortColumns: [{ columnName: 'planName', sortOrder: 'asc' }],
};

export function* planRows(count: number, batchSize: number) {
  let batch: { planName: string; description: string }[] = [];
  for (let i = 0; i < count; i++) {
    const destination = DESTINATIONS[i % DESTINATIONS.length];
    const days = DAYS[Math.floor(i / DESTINATIONS.length) % DAYS.length];
    const gb = GB[Math.floor(i / (DESTINATIONS.length * DAYS.length)) % GB.length];
    batch.push({
      planName: `${destination} ${days} Days ${gb}GB #${String(i).padStart(6, '0')}`,
      description: `${gb}GB of data over ${days} days in ${destination}`,
    });
    if (batch.length === batchSize) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** Inserts the rows and refreshes planner statistics; answers the seconds it took. */
export async function seedPlans(database: Database, count: number): Promise<number> {
  const t0 = performance.now();
  for (const batch of planRows(count, 5000)) await database.db.insert(wanderPlans).values(batch);
  await database.db.execute('analyze wander_plans');
  return (performance.now() - t0) / 1000;
}
