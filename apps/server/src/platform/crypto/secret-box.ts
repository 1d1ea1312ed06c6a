import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Secrets kept at rest (an eSIM provider's credentials): AES-256-GCM under a key from the
 * environment (SECRETS_KEY, 32 bytes as base64 or 64 hex digits). Without it the key is generated
 * on first start and kept in `${dataDir}/keys/secrets.key` (mode 0600), as the JWT keys are;
 * replicas must share it (set the variable). Tests without a data directory use a fixed key, so
 * every copy of a seeded template opens what the seed sealed. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url): a later key rotation can tell versions apart.
 */
/** What every sealed value starts with (its format's version): a plain one does not. */
export const SEALED_PREFIX = 'v1.';

export class SecretBox {
  /**
   * `previous`: during a rotation (SECRETS_KEY_PREVIOUS), the key values were sealed under
   * before: they still open, and `npm run secrets:reseal` seals them again under `key`.
   */
  constructor(
    private readonly key: Buffer,
    private readonly previous?: Buffer,
  ) {
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  }

  private static macWith(key: Buffer, purpose: string, data: Buffer): Buffer {
    const derived = createHmac('sha256', key).update(`mac:${purpose}`).digest();
    return createHmac('sha256', derived).update(data).digest();
  }

  /**
   * A MAC of `data` under a key of its own for `purpose` (derived from the secrets key), for
   * short signed links whose content may be read but not forged.
   */
  mac(purpose: string, data: Buffer): Buffer {
    return SecretBox.macWith(this.key, purpose, data);
  }

  /** The MACs a link may carry: under the key, and under the previous one during a rotation. */
  macs(purpose: string, data: Buffer): Buffer[] {
    const all = [this.mac(purpose, data)];
    if (this.previous) all.push(SecretBox.macWith(this.previous, purpose, data));
    return all;
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
  }

  /**
   * The plain text; throws when the value was sealed under another key (nor the previous one,
   * during a rotation) or was altered.
   */
  open(sealed: string): string {
    try {
      return SecretBox.openWith(this.key, sealed);
    } catch (error) {
      if (!this.previous) throw error;
      return SecretBox.openWith(this.previous, sealed);
    }
  }

  /** Whether the value opens under the current key (a rotation seals the others again). */
  isCurrent(sealed: string): boolean {
    try {
      SecretBox.openWith(this.key, sealed);
      return true;
    } catch {
      return false;
    }
  }

  private static openWith(key: Buffer, sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) {
      throw new Error('the sealed value is not readable');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(body, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  }
}

function parseKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value)
    ? Buffer.from(value, 'hex')
    : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('SECRETS_KEY must be 32 bytes, as base64 or 64 hex digits');
  return key;
}

export function loadSecretBox(options: {
  envKey?: string;
  /** SECRETS_KEY_PREVIOUS: the key being rotated out. */
  previousKey?: string;
  dataDir?: string;
}): SecretBox {
  const previous = options.previousKey ? parseKey(options.previousKey) : undefined;
  if (options.envKey) return new SecretBox(parseKey(options.envKey), previous);
  if (!options.dataDir) return new SecretBox(Buffer.alloc(32, 'wander-test-only-secrets-key'));
  const file = path.join(options.dataDir, 'keys', 'secrets.key');
  if (fs.existsSync(file)) {
    return new SecretBox(parseKey(fs.readFileSync(file, 'utf8').trim()), previous);
  }
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return new SecretBox(key, previous);
}
