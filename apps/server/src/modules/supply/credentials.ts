import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { ProviderCredentials } from './provider-adapter.js';

/** A provider's credentials sealed for the providers row (never answered to a browser). */
export function sealCredentials(box: SecretBox, credentials: ProviderCredentials): string {
  return box.seal(JSON.stringify(credentials));
}

export function openCredentials(box: SecretBox, sealed: string): ProviderCredentials {
  return JSON.parse(box.open(sealed)) as ProviderCredentials;
}

/** What the screen shows instead of the credentials: the client id's last 4, a webhook mark. */
export function credentialsHint(credentials: ProviderCredentials): string {
  const id = credentials.clientId;
  const tail = id.length > 4 ? `••••${id.slice(-4)}` : '••••';
  return `${tail}${credentials.webhookSecret ? ' · webhook secret set' : ''}`;
}
