import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/server.js';

const workers = e2eWorkers();

/**
 * End-to-end tests: the real server (embedded PGlite, demo data) serving the built SPA, driven by
 * Chromium through playwright-core. E2E_WORKERS files at a time (default 1), each worker with a
 * server and database of its own and a browser per file.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    // expect.poll waits as long as an action does (the pages' default timeout, 15 s), not 1 s: a
    // list that answers in 1.2 s on a busy 2-core machine is not a failure.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    pool: 'forks',
  },
});
