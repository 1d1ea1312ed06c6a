import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, not seconds (measured on PostgreSQL, 2 cores: kill -9 about 360 s,
 * route tenancy 200 s, the fuzz 85 s, checkout concurrency 47 s). vitest runs the longest files
 * first only when it remembers earlier durations, which a clean clone (the CI gate) does not: it
 * then goes by file size, and the kill -9 test could start last and run alone at the end, minutes
 * after the other worker ran dry. These start first, longest first, beside the rest.
 */
const SLOW = [
  'test-support/crash/kill9.test.ts',
  'platform/http/route-tenancy.test.ts',
  'test-support/fuzz/api-fuzz.test.ts',
  // The embedded backup round trip (PGlite only, about 85 s: three server starts, the commands).
  'test-support/backup/embedded-backup.test.ts',
  'modules/payment/checkout-concurrency.test.ts',
  // The rolling upgrade (PostgreSQL only, 20-45 s: two server starts, a migration, the callers).
  'test-support/upgrade/rolling-upgrade.test.ts',
  'seed/seed-demo.test.ts',
  'modules/notification/push-fcm.test.ts',
  'seed/seed-reference.test.ts',
];

const rank = (spec: TestSpecification) => {
  const file = spec.moduleId.replace(/\\/g, '/');
  const index = SLOW.findIndex((slow) => file.endsWith(`/${slow}`));
  return index < 0 ? SLOW.length : index;
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects keep their order; within one, the known slow files go first (a stable sort).
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((name) =>
      sorted
        .filter((spec) => spec.project.name === name)
        .map((spec, position) => ({ spec, position, rank: rank(spec) }))
        .sort((a, b) => a.rank - b.rank || a.position - b.position)
        .map(({ spec }) => spec),
    );
  }
}
