import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Airalo's documented example bodies (fixtures/airalo/, README.md there says which page or SDK
 * file each comes from). The fake answers with copies of them: it fills in ids, prices and sims,
 * and never makes up a shape of its own.
 */
const DIR = path.join(import.meta.dirname, 'fixtures', 'airalo');
const texts = new Map<string, string>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- example bodies are free-form JSON
export type Doc = Record<string, any>;

/** A fresh copy of the example body in fixtures/airalo/<name>.json. */
export function airaloExample<T = Doc>(name: string): T {
  let text = texts.get(name);
  if (text === undefined) {
    text = readFileSync(path.join(DIR, `${name}.json`), 'utf8');
    texts.set(name, text);
  }
  return JSON.parse(text) as T;
}

/** The 422 body of an error code of the error-handling page, `{additional}` filled in. */
export function airaloErrorBody(code: number, additional = '') {
  const reasons = airaloExample<Record<string, string>>('error-codes');
  const reason = reasons[String(code)];
  if (!reason) throw new Error(`fake Airalo: no documented error code ${code}`);
  return { code, reason: reason.replace('{additional}', additional) };
}

/** A documented validation 422: `{data: {field: message}, meta: {message}}`. */
export function airaloInvalid(fields: Record<string, string>) {
  return { data: fields, meta: { message: 'the parameter is invalid' } };
}
