import os from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './scripts/slow-first-sequencer';

/**
 * Unit and API tests of every workspace. The server's API tests run on embedded PGlite by default
 * and on PostgreSQL when DATABASE_URL is set (a fresh schema per test file, see apps/server/test).
 * End-to-end tests have their own config in e2e/.
 */
export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: one on the 2-core CI machine, where the
    // main process idles while PGlite and the renders run in the worker. Two use both cores.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // The minutes-long files start first, also in a clean clone (scripts/slow-first-sequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'contract',
          root: 'packages/contract',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Files share a worker's module cache (each builds its own app and database): importing
          // the server per file was a third of the suite's CPU time. Module state stays out of it.
          isolate: false,
          globalSetup: ['./src/test-support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Rendering antd pages on a busy 2-core CI machine can take seconds; 5 s flakes.
          testTimeout: 15_000,
          setupFiles: ['./src/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'store',
          root: 'apps/store',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
