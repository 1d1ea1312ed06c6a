import type { TestProject } from 'vitest/node';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin plus base path of the app under test, always ending with '/'. */
    baseUrl: string;
  }
}

/**
 * Starts the server the way `npm start` does (after the build): embedded PGlite in a fresh
 * DATA_DIR, demo data seeded, on a free port. E2E_BASE_URL skips this and targets a running app.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseUrl = external.endsWith('/') ? external : `${external}/`;
    project.provide('baseUrl', baseUrl);
    console.log(`[e2e] using the running app at ${baseUrl}`);
    return async () => {};
  }
  const app = await startServer();
  project.provide('baseUrl', app.baseUrl);
  return app.stop;
}
