import { isCalendarDay } from '@wander/contract';
import type { SourceRate } from './rates-source.js';

/**
 * Reads the ECB's euro reference rates XML (eurofxref-daily.xml, eurofxref-hist-90d.xml): a
 * gesmes:Envelope whose Cube holds one `Cube time='YYYY-MM-DD'` per day, each holding
 * `Cube currency='USD' rate='1.1328'` (1 EUR = 1.1328 USD). Attributes come in either quotes.
 * Anything else (an error page, an empty envelope, a malformed rate) throws: nothing half-read is
 * stored.
 */
const CUBE = /<Cube\b([^>]*?)\/?>/g;
const ATTRIBUTE = /([A-Za-z_:][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const RATE = /^\d{1,10}(\.\d{1,10})?$/;

function attributesOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of text.matchAll(ATTRIBUTE)) out[m[1]] = m[2] ?? m[3];
  return out;
}

export function parseEcbXml(xml: string): SourceRate[] {
  if (!/<gesmes:Envelope\b/.test(xml) || !/<gesmes:name>\s*European Central Bank\s*</.test(xml)) {
    throw new Error('Not an ECB reference rates document (no gesmes:Envelope from the ECB)');
  }
  const rates: SourceRate[] = [];
  let day: string | undefined;
  for (const m of xml.matchAll(CUBE)) {
    const a = attributesOf(m[1]);
    if (a.time !== undefined) {
      if (!isCalendarDay(a.time)) throw new Error(`ECB rates: not a day: ${a.time}`);
      day = a.time;
      continue;
    }
    if (a.currency === undefined && a.rate === undefined) continue; // the outer Cube
    if (!day) throw new Error('ECB rates: a rate outside a day');
    if (!/^[A-Z]{3}$/.test(a.currency ?? '') || !RATE.test(a.rate ?? '') || !/[1-9]/.test(a.rate)) {
      throw new Error(`ECB rates: not a rate: ${a.currency} ${a.rate} on ${day}`);
    }
    rates.push({ baseCurrency: 'EUR', quoteCurrency: a.currency, rateDate: day, rate: a.rate });
  }
  if (rates.length === 0) throw new Error('ECB rates: the document holds no rate');
  return rates;
}
