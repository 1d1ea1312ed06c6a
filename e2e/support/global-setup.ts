import type { TestProject } from 'vitest/node';
import { startFakeFcm } from '../../apps/server/src/test-support/fake-fcm.js';
import { e2eWorkers, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin plus base path of each app under test (one per worker), always ending with '/'. */
    baseUrls: string[];
    /** The local fake of FCM the server sends push messages to (unset against E2E_BASE_URL). */
    fakeFcmUrl: string | undefined;
  }
}

/**
 * Starts the server the way `npm start` does (after the build): embedded PGlite in a fresh
 * DATA_DIR, demo data seeded, on a free port; one per worker (E2E_WORKERS, see vitest.config.ts),
 * so files running at the same time never share a database. E2E_BASE_URL skips this and targets
 * a running app.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const baseUrl = external.endsWith('/') ? external : `${external}/`;
    project.provide('baseUrls', [baseUrl]);
    project.provide('fakeFcmUrl', undefined);
    console.log(`[e2e] using the running app at ${baseUrl}`);
    return async () => {};
  }
  // Push messages go to a local fake of FCM (and its OAuth endpoint), polled every second.
  const fcm = await startFakeFcm();
  const apps = await Promise.all(
    Array.from({ length: e2eWorkers() }, (_, i) =>
      startServer(i === 0 ? 'server.log' : `server-${i + 1}.log`, {
        FIREBASE_CREDENTIALS: fcm.credentials,
        FCM_BASE_URL: fcm.baseUrl,
        FCM_TOKEN_URL: `${fcm.baseUrl}/token`,
        NOTIFICATION_POLL_SECONDS: '1',
      }),
    ),
  );
  project.provide(
    'baseUrls',
    apps.map((app) => app.baseUrl),
  );
  project.provide('fakeFcmUrl', fcm.baseUrl);
  return async () => {
    await Promise.all(apps.map((app) => app.stop()));
    await fcm.close();
  };
}
