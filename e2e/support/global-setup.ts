import type { TestProject } from 'vitest/node';
import { startFakeFcm } from '../../apps/server/src/test-support/fake-fcm.js';
import { startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin plus base path of the app under test, always ending with '/'. */
    baseUrl: string;
    /** The local fake of FCM the server sends push messages to (unset against E2E_BASE_URL). */
    fakeFcmUrl: string | undefined;
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
    project.provide('fakeFcmUrl', undefined);
    console.log(`[e2e] using the running app at ${baseUrl}`);
    return async () => {};
  }
  // Push messages go to a local fake of FCM (and its OAuth endpoint), polled every second.
  const fcm = await startFakeFcm();
  const app = await startServer('server.log', {
    FIREBASE_CREDENTIALS: fcm.credentials,
    FCM_BASE_URL: fcm.baseUrl,
    FCM_TOKEN_URL: `${fcm.baseUrl}/token`,
    NOTIFICATION_POLL_SECONDS: '1',
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('fakeFcmUrl', fcm.baseUrl);
  return async () => {
    await app.stop();
    await fcm.close();
  };
}
