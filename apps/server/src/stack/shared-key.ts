import { generatePemPair } from '../platform/auth/keys.js';

/** One signing key for every replica, as every process of a deployment must be given. */
export async function sharedKeyEnv(): Promise<Record<string, string>> {
  const { privatePem, publicPem } = await generatePemPair();
  return { JWT_PRIVATE_KEY: privatePem, JWT_PUBLIC_KEY: publicPem };
}
