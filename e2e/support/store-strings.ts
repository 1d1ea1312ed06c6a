import en from '../../apps/store/src/i18n/en.js';
import ms from '../../apps/store/src/i18n/ms.js';
import zh from '../../apps/store/src/i18n/zh.js';

/** The store's own strings (apps/store/src/i18n), so the test reads what each language shows. */
const DICTIONARIES = { en, ms, zh } as const;
export type StoreLanguageCode = keyof typeof DICTIONARIES;
export function translator(code: StoreLanguageCode) {
  return (key: string, values: Record<string, string> = {}) => {
    let node: unknown = DICTIONARIES[code];
    for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
    if (typeof node !== 'string') throw new Error(`no string ${key} in ${code}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
/** A translated string as a pattern: its placeholders ({{plan}}, emptied by tr) match any text. */
export const pattern = (text: string) =>
  new RegExp(
    `^${text
      .split(/\s+/)
      .filter(Boolean)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}`,
  );
