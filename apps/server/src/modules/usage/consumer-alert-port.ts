import type { Tx } from '../../platform/db/client.js';
import type { Mailer } from '../../platform/mail/index.js';
import type { AlertCandidate } from './usage-alerts.queries.js';

/** Sends a consumer's low-data or expiry alert in the alert's transaction; false if it could not. */
export type ConsumerUsageAlert = (
  tx: Tx,
  mail: Mailer,
  candidate: AlertCandidate,
  alert: { kind: 'usage' | 'expiry'; usedPercent: number },
  now: Date,
) => Promise<boolean>;

let consumerAlert: ConsumerUsageAlert | null = null;

/**
 * A port the store area fills when the server starts: a consumer's alert is the store's e-mail,
 * in the consumer's language and its platform's brand, so usage imports nothing of the store.
 * Without the store area no eSIM is a consumer's, and none is sent.
 */
export function setConsumerUsageAlert(send: ConsumerUsageAlert) {
  consumerAlert = send;
}

export const consumerUsageAlert: ConsumerUsageAlert = (tx, mail, candidate, alert, now) =>
  consumerAlert ? consumerAlert(tx, mail, candidate, alert, now) : Promise.resolve(false);
