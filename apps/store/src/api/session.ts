import type { StoreConsumerProfile } from '@wander/contract';
import { settings } from '../settings';
import { storedValue } from '../lib/stored';

export interface Session {
  token: string;
  expiresAt: string;
  consumer: StoreConsumerProfile;
}

/** The signed-in consumer's token, per platform (a token is valid on its platform only). */
const session = storedValue<Session>(
  `wander-store-session:${settings.platformCode}`,
  (value) => new Date(value.expiresAt).getTime() > Date.now(),
);
export const currentSession = session.read;
export const saveSession = session.write;
export const useSession = session.use;
