import fc from 'fast-check';
import { compareLabels, sortByLabel } from '@wander/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, bearer, type TestApp } from '../test-support/test-app.js';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'admin@wander.demo'), 'WANDER');
});
afterAll(() => t.close());

type Option = { label: string; value: string };
const options = async (url: string, headers = admin) => {
  const res = await t.app.inject({ url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as Option[];
};

describe('select lists answer in the select-list order', () => {
  it("network/Currency: 'United Arab Emirates Dirham' before 'US Dollar'", async () => {
    const labels = (await options('/api/network/Currency/GetSelectList')).map((o) => o.label);
    const aed = labels.indexOf('United Arab Emirates Dirham');
    const usd = labels.indexOf('US Dollar');
    expect(aed).toBeGreaterThanOrEqual(0);
    expect(usd).toBeGreaterThan(aed);
  });

  it('every GetSelectList without path parameters, as the platform admin and a distributor', async () => {
    const distributor = bearer(await signIn(t.app, 'distributor@wander.demo'), 'DIST001');
    const urls = t.app.routeRegistry
      .filter((r) => r.method === 'GET' && /SelectList\/?$/.test(r.url) && !r.url.includes(':'))
      .map((r) => r.url);
    expect(urls.length).toBeGreaterThan(20);
    let checked = 0;
    for (const url of urls) {
      for (const headers of [admin, distributor]) {
        const res = await t.app.inject({ url, headers });
        // Some need a query parameter or another role: what answers is what is checked.
        if (res.statusCode !== 200) continue;
        const list = res.json().data as Option[];
        expect(list, url).toEqual(sortByLabel(list));
        if (list.length > 1) checked++;
      }
    }
    expect(checked).toBeGreaterThan(15);
  });
});

describe('the order folds case and accents', () => {
  // Words of a-z and spaces, and the same words with any letter upper-cased and any vowel
  // accented: the decorated words sort exactly as their plain lower-case forms do.
  const word = fc.stringMatching(/^[a-z][a-z ]{0,11}$/);
  const accents: Record<string, string[]> = {
    a: ['á', 'à', 'â', 'ä', 'å'],
    e: ['é', 'è', 'ê', 'ë'],
    i: ['í', 'î', 'ï'],
    o: ['ó', 'ô', 'ö'],
    u: ['ú', 'ü', 'û'],
    c: ['ç'],
    n: ['ñ'],
  };
  const decorated = (plain: string) =>
    fc.array(fc.nat(), { minLength: plain.length, maxLength: plain.length }).map((picks) =>
      [...plain]
        .map((ch, i) => {
          const pick = picks[i] % 4;
          const accented = accents[ch]?.[picks[i] % accents[ch].length] ?? ch;
          const letter = pick >= 2 ? accented : ch;
          return pick % 2 ? letter.toUpperCase() : letter;
        })
        .join(''),
    );
  const sign = (n: number) => Math.sign(n);

  it('decorated words compare as their plain forms', () => {
    fc.assert(
      fc.property(
        word.chain((a) =>
          word.chain((b) => fc.tuple(fc.constant(a), fc.constant(b), decorated(a), decorated(b))),
        ),
        ([a, b, fancyA, fancyB]) => {
          const plain = a === b ? 0 : sign(compareLabels(a, b));
          if (plain === 0) expect(Math.abs(compareLabels(fancyA, fancyB))).toBeLessThanOrEqual(1);
          else expect(sign(compareLabels(fancyA, fancyB))).toBe(plain);
        },
      ),
      { numRuns: 500 },
    );
  });

  it.each([
    ['Åland Islands', 'Albania'],
    ['Curaçao', 'Czechia'],
    ['Réunion', 'Romania'],
    ['saint Lucia', 'Samoa'],
    ['United Arab Emirates Dirham', 'US Dollar'],
  ])('%s before %s', (first, second) => {
    expect(compareLabels(first, second)).toBeLessThan(0);
  });
});
