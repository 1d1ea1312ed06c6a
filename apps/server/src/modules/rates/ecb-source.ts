import { parseEcbXml } from './ecb-xml.js';
import type { RatesSource, SourceRate } from './rates-source.js';

const TIMEOUT_MS = 20_000;

/**
 * The European Central Bank's euro foreign exchange reference rates, published around 16:00 CET
 * each working day at `${folder}eurofxref-daily.xml` (and the last 90 days at
 * `eurofxref-hist-90d.xml`); no key. Every rate is EUR-based: 1 EUR = rate of the currency.
 */
export function ecbSource(folder: string, fetchFn: typeof fetch = fetch): RatesSource {
  const read = async (file: string): Promise<SourceRate[]> => {
    const url = new URL(file, folder);
    const res = await fetchFn(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new Error(`ECB rates: ${url.href} answered ${res.status}`);
    return parseEcbXml(await res.text());
  };
  return {
    kind: 'ECB',
    latest: () => read('eurofxref-daily.xml'),
    recent: () => read('eurofxref-hist-90d.xml'),
  };
}
