import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envNames, withEnvTable } from './config-env.js';

const serverSrc = path.resolve(import.meta.dirname, '..');
const operations = path.resolve(import.meta.dirname, '../../../../docs/operations.md');

/** The system's own, passed on to the programs the backups run. */
const SYSTEM = new Set(['PATH', 'HOME']);

/** The server's own sources (its CLIs included): not tests, not the test harness. */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Every environment variable the sources read: `env.NAME`, `process.env.NAME`, `env['NAME']`. */
function variablesRead(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sources(serverSrc)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /\benv(?:\.([A-Z][A-Z0-9_]+)|\[['"]([A-Z][A-Z0-9_]+)['"]\])/g,
    )) {
      found.set(match[1] ?? match[2], path.relative(serverSrc, file));
    }
  }
  return found;
}

describe('the environment table (docs/operations.md)', () => {
  it('has a row for every variable the server reads', () => {
    const declared = new Set(envNames());
    const missing = [...variablesRead()].filter(
      ([name]) => !declared.has(name) && !SYSTEM.has(name),
    );
    expect(missing.map(([name, file]) => `${name} (read in ${file})`)).toEqual([]);
  });

  it('has no row for a variable nothing reads', () => {
    const read = variablesRead();
    expect(envNames().filter((name) => !read.has(name))).toEqual([]);
  });

  it('is the table generated from the list (npm run docs:env writes it)', () => {
    const doc = fs.readFileSync(operations, 'utf8');
    expect(doc).toBe(withEnvTable(doc));
  });
});
