import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The blank-start lane (issue 37): a real deployment's first run, end to end in Chromium, on a
 * server of its own started without the demo world (SEED_DEMO=0): no seeded row to lean on.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e-blank',
    environment: 'node',
    include: ['blank/**/*.e2e.ts'],
    testTimeout: 180_000,
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
