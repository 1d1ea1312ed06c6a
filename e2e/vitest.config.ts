import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: the real server (embedded PGlite, demo data) serving the built SPA, driven by
 * Chromium through playwright-core. One file at a time, one worker: the server and browser are shared.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    fileParallelism: false,
    maxWorkers: 1,
    pool: 'forks',
  },
});
