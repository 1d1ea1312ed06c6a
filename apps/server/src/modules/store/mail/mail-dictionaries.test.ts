import { describe, expect, it } from 'vitest';
import { STORE_LANGUAGES } from '@wander/contract';
import { en } from './en.js';
import { MAIL_DICTIONARIES, fill, placeholdersOf } from './mail-strings.js';

/** Every text of a dictionary by its dotted key ('receipt.subject'). */
function flatten(node: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value as object, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en);
const sorted = (list: string[]) => [...list].sort();

describe('consumer e-mail dictionaries (issue 41)', () => {
  it('has a dictionary for every store language', () => {
    expect(Object.keys(MAIL_DICTIONARIES).sort()).toEqual([...STORE_LANGUAGES].sort());
  });

  for (const language of STORE_LANGUAGES) {
    it(`${language}: every key of English, no other, none empty, every placeholder kept`, () => {
      const texts = flatten(MAIL_DICTIONARIES[language]);
      expect(sorted([...texts.keys()])).toEqual(sorted([...english.keys()]));
      for (const [key, text] of texts) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(sorted(placeholdersOf(text)), `${language} ${key}`).toEqual(
          sorted(placeholdersOf(english.get(key)!)),
        );
      }
    });
  }

  it('the translations are translated: no non-English text is English word for word', () => {
    for (const language of STORE_LANGUAGES.filter((l) => l !== 'en')) {
      const texts = flatten(MAIL_DICTIONARIES[language]);
      const same = [...texts].filter(
        ([key, text]) =>
          text === english.get(key) && text.replace(/\{\w+\}/g, '').trim().length > 3,
      );
      expect(same, language).toEqual([]);
    }
  });

  it('fills placeholders and refuses to mail one left unfilled', () => {
    expect(fill(en.receipt.subject, { orderNo: 'CO-000001' })).toBe(
      'Your receipt for order CO-000001',
    );
    expect(() => fill(en.receipt.subject, {})).toThrow('{orderNo}');
  });
});
