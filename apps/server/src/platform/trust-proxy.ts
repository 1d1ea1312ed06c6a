import { isIP } from 'node:net';

/** proxy-addr's names of address ranges (Fastify's trustProxy takes them as addresses). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/**
 * TRUST_PROXY: unset or 0 trusts no proxy; a whole number is a hop count; else a comma list of
 * the proxy's addresses. "true"/"any" is refused: trusting every hop makes the left-most
 * X-Forwarded-For entry, which the caller writes, the client's address.
 */
export function trustProxyFrom(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  if (entries.every((e) => e !== '' && isAddressOrNetwork(e))) return entries;
  throw new Error(
    `TRUST_PROXY must be a hop count (1 = the one proxy in front) or the proxy's addresses (comma-separated IPs or CIDRs), not ${text}`,
  );
}
