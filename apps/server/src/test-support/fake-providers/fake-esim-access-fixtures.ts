import { readFileSync } from 'node:fs';

/**
 * The documented eSIM Access example bodies (fixtures/esim-access/, each file's page in its
 * README.md). The fake answers and notifies in these shapes: a fresh copy per use, so a fake may
 * fill in its own ids without touching the next one.
 */
export function eaFixture<T = Record<string, unknown>>(name: string): T {
  const url = new URL(`./fixtures/esim-access/${name}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

/** The envelope every documented answer has: `{ success, errorCode, errorMsg, obj }`. */
export interface EaFixtureEnvelope<T> {
  success: boolean | string;
  errorCode: string | null;
  errorMsg: string | null;
  obj: T;
}

/** The documented notice: `{ notifyType, notifyId?, eventGenerateTime?, content }`. */
export interface EaFixtureNotice {
  notifyType: string;
  notifyId?: string;
  eventGenerateTime?: string;
  content: Record<string, unknown>;
}
