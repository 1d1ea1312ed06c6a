import { PushMessageText } from '@wander/contract';
import type { MessagingConfig } from '../../platform/config.js';
import { FcmProvider, readServiceAccount } from './fcm-provider.js';
import type { PushProvider } from './push-types.js';

export type { PushMessage, PushOutcome, PushProvider } from './push-types.js';

/** No provider configured: each message is logged, not sent. */
export const noPushProvider: PushProvider = {
  name: 'none',
  async send(messages) {
    return messages.map(() => ({ status: 'Logged', outcome: PushMessageText.noPushProvider }));
  },
};

export function createPushProvider(config: MessagingConfig): PushProvider {
  if (!config.firebaseCredentials) return noPushProvider;
  return new FcmProvider(readServiceAccount(config.firebaseCredentials), {
    baseUrl: config.fcmBaseUrl,
    tokenUrl: config.fcmTokenUrl,
  });
}
