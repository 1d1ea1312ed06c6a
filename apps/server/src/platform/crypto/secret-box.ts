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
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  }

  /**
   * A MAC of `data` under a key of its own for `purpose` (derived from the secrets key), for
   * short signed links whose content may be read but not forged.
   */
  mac(purpose: string, data: Buffer): Buffer {
    const key = createHmac('sha256', this.key).update(`mac:${purpose}`).digest();
    return createHmac('sha256', key).update(data).digest();
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', ...[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))].join('.');
  }

  /** The plain text; throws when the value was sealed under another key or was altered. */
  open(sealed: string): string {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) {
      throw new Error('the sealed value is not readable');
    }
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
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

export function loadSecretBox(options: { envKey?: string; dataDir?: string }): SecretBox {
  if (options.envKey) return new SecretBox(parseKey(options.envKey));
  if (!options.dataDir) return new SecretBox(Buffer.alloc(32, 'wander-test-only-secrets-key'));
  const file = path.join(options.dataDir, 'keys', 'secrets.key');
  if (fs.existsSync(file)) return new SecretBox(parseKey(fs.readFileSync(file, 'utf8').trim()));
  const key = randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return new SecretBox(key);
}
