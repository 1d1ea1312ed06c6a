import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, exportPKCS8, exportSPKI, generateKeyPair, importPKCS8, importSPKI } from 'jose';
import type { CryptoKey, JWK } from 'jose';

export const JWT_ALG = 'EdDSA';

export interface SigningKeys {
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

async function fromPem(privatePem: string, publicPem: string): Promise<SigningKeys> {
  const privateKey = await importPKCS8(privatePem, JWT_ALG);
  const publicKey = await importSPKI(publicPem, JWT_ALG, { extractable: true });
  return { privateKey, publicKey, publicJwk: await exportJWK(publicKey) };
}

/**
 * JWT signing keys: from JWT_PRIVATE_KEY / JWT_PUBLIC_KEY (PEM) when given; otherwise generated on
 * first start and persisted in `${dataDir}/keys/jwt-ed25519.json` (mode 0600) so tokens survive a
 * restart. `dataDir` undefined keeps generated keys in memory (tests).
 */
export async function loadSigningKeys(options: {
  privatePem?: string;
  publicPem?: string;
  dataDir?: string;
}): Promise<SigningKeys> {
  if (options.privatePem && options.publicPem)
    return fromPem(options.privatePem, options.publicPem);
  const file = options.dataDir ? path.join(options.dataDir, 'keys', 'jwt-ed25519.json') : undefined;
  if (file && fs.existsSync(file)) {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      privatePem: string;
      publicPem: string;
    };
    return fromPem(stored.privatePem, stored.publicPem);
  }
  if (!file) {
    const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, { extractable: true });
    return { privateKey, publicKey, publicJwk: await exportJWK(publicKey) };
  }
  const stored = await generatePemPair();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
  return fromPem(stored.privatePem, stored.publicPem);
}

/** A new signing key pair as PEM (what JWT_PRIVATE_KEY / JWT_PUBLIC_KEY take). */
export async function generatePemPair(): Promise<{ privatePem: string; publicPem: string }> {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  return { privatePem: await exportPKCS8(privateKey), publicPem: await exportSPKI(publicKey) };
}
