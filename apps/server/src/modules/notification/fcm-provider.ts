import fs from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';
import type { PushMessage, PushOutcome, PushProvider } from './push-types.js';

/** The fields of a Google service-account JSON the sender uses. */
export interface ServiceAccount {
  project_id: string;
  client_email: string;
  private_key: string;
  private_key_id?: string;
  token_uri?: string;
}

/** FIREBASE_CREDENTIALS holds the JSON itself, or the path of a file holding it. */
export function readServiceAccount(value: string): ServiceAccount {
  const text = value.trim().startsWith('{') ? value : fs.readFileSync(value, 'utf8');
  const json = JSON.parse(text) as Partial<ServiceAccount>;
  if (!json.project_id || !json.client_email || !json.private_key) {
    throw new Error(
      'FIREBASE_CREDENTIALS must be a service-account JSON with project_id, client_email and private_key',
    );
  }
  return json as ServiceAccount;
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
/** Messages of one batch in flight at once. */
const CONCURRENCY = 20;

interface FcmError {
  error?: { code?: number; status?: string; message?: string; details?: { errorCode?: string }[] };
}

/**
 * Firebase Cloud Messaging HTTP v1: an OAuth access token from the service account (a signed
 * JWT exchanged at the token URL, the RFC 7523 grant; cached until a minute before it expires),
 * then one `POST /v1/projects/{id}/messages:send` per device, CONCURRENCY at a time. A 404 or
 * UNREGISTERED answer means the token is dead (InvalidToken: the device is removed); any other
 * refusal is Failed with the provider's words. The base and token URLs are configurable so the
 * tests run this same code against a local fake.
 */
export class FcmProvider implements PushProvider {
  readonly name = 'fcm';
  private token: { value: string; expiresAt: number } | null = null;
  private readonly tokenUrl: string;

  constructor(
    private readonly account: ServiceAccount,
    private readonly options: { baseUrl: string; tokenUrl?: string },
  ) {
    this.tokenUrl = options.tokenUrl ?? account.token_uri ?? GOOGLE_TOKEN_URL;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const key = await importPKCS8(this.account.private_key, 'RS256');
    const assertion = await new SignJWT({ scope: SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: this.account.private_key_id })
      .setIssuer(this.account.client_email)
      .setAudience(this.tokenUrl)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);
    const res = await fetch(this.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!res.ok) throw new Error(`FCM OAuth token: HTTP ${res.status}`);
    const json = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!json.access_token) throw new Error('FCM OAuth token: no access_token in the answer');
    this.token = {
      value: json.access_token,
      expiresAt: Date.now() + (json.expires_in ?? 3600) * 1000,
    };
    return this.token.value;
  }

  async send(messages: PushMessage[]): Promise<PushOutcome[]> {
    const bearer = await this.accessToken();
    const url = `${this.options.baseUrl}/v1/projects/${encodeURIComponent(this.account.project_id)}/messages:send`;
    const outcomes: PushOutcome[] = new Array(messages.length);
    let next = 0;
    const worker = async () => {
      while (next < messages.length) {
        const i = next++;
        outcomes[i] = await this.sendOne(url, bearer, messages[i]);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, messages.length) }, worker));
    return outcomes;
  }

  private async sendOne(url: string, bearer: string, m: PushMessage): Promise<PushOutcome> {
    const message = {
      token: m.token,
      notification: { title: m.title, body: m.body, ...(m.imageUrl ? { image: m.imageUrl } : {}) },
      ...(m.deepLink ? { data: { deepLink: m.deepLink } } : {}),
    };
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
        body: JSON.stringify({ message }),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      return { status: 'Failed', outcome: `failed: ${(error as Error).message}`.slice(0, 500) };
    }
    const json = (await res.json().catch(() => ({}))) as FcmError & { name?: string };
    if (res.ok)
      return { status: 'Sent', outcome: `sent: ${json.name ?? 'accepted'}`.slice(0, 500) };
    const code = json.error?.details?.find((d) => d.errorCode)?.errorCode ?? json.error?.status;
    if (res.status === 404 || code === 'UNREGISTERED') {
      return {
        status: 'InvalidToken',
        outcome: `invalid token: ${code ?? 'NOT_FOUND'}; device removed`,
      };
    }
    const words = json.error?.message ?? res.statusText;
    return {
      status: 'Failed',
      outcome: `failed: HTTP ${res.status} ${code ?? ''} ${words}`
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 500),
    };
  }
}
