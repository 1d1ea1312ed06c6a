import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSigningKeys } from './keys.js';
import { accessTokenVerifier, signAccessToken } from './tokens.js';

const claims = { userId: 'user-1', familyId: 'family-1' };

describe('accessTokenVerifier', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a good token on every call and refuses it once expired, memo or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const keys = await loadSigningKeys({});
    const verify = accessTokenVerifier(keys);
    const token = await signAccessToken(keys, claims, 60);
    expect(await verify(token)).toEqual(claims);
    expect(await verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-21T10:01:01Z'));
    expect(await verify(token)).toBeNull();
  });

  it('refuses a token signed by another key or altered, even beside a verified one', async () => {
    const keys = await loadSigningKeys({});
    const verify = accessTokenVerifier(keys);
    const token = await signAccessToken(keys, claims, 60);
    expect(await verify(token)).toEqual(claims);
    const foreign = await signAccessToken(await loadSigningKeys({}), claims, 60);
    expect(await verify(foreign)).toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    expect(await verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('stays bounded: a full memo is emptied, and its tokens are verified again', async () => {
    const keys = await loadSigningKeys({});
    const verify = accessTokenVerifier(keys, 2);
    const tokens = await Promise.all(
      [1, 2, 3].map((i) => signAccessToken(keys, { ...claims, userId: `u${i}` }, 60)),
    );
    for (const t of tokens) expect(await verify(t)).not.toBeNull();
    expect(await verify(tokens[0])).toEqual({ ...claims, userId: 'u1' });
  });
});
