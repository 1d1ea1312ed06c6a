import type { Db } from '../../platform/db/client.js';
import { issueFirstRunToken, platformAdminExists } from './first-run.queries.js';

/** The first-run page's address for a setup token. */
export function firstRunLink(publicBaseUrl: string, token: string): string {
  return `${publicBaseUrl}#/first-run?token=${encodeURIComponent(token)}`;
}

/**
 * At start, while no platform admin exists (a real deployment's first start, without the demo
 * world): issues a one-time setup link and prints it, with `npm run admin:create` for scripted
 * installs. Each start prints a new link; every link dies once the first admin exists.
 */
export async function announceFirstRun(
  db: Db,
  publicBaseUrl: string,
  print: (line: string) => void,
): Promise<string | null> {
  if (await platformAdminExists(db)) return null;
  const link = firstRunLink(publicBaseUrl, await issueFirstRunToken(db));
  print(
    `No platform admin exists yet. Open this one-time setup link to create the platform company and its admin (valid 24 hours): ${link} (or run \`npm run admin:create\`)`,
  );
  return link;
}
