import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rgbOf, themeRootRule } from '../../build/theme-css-vars';
import { THEME } from './theme';

const SRC = path.resolve(__dirname, '..');
const stylesheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });

describe("the back office's colours (CSS custom properties from the antd theme)", () => {
  const rule = themeRootRule();

  it('set the primary colour on :root from the theme token, with its r, g, b', () => {
    expect(rule).toContain(`--wander-primary:${THEME.token.colorPrimary};`);
    expect(rgbOf('#0b6e4f')).toBe('11, 110, 79');
    expect(rule).toContain(`--wander-primary-rgb:${rgbOf(THEME.token.colorPrimary)}`);
  });

  it('are the only place the stylesheets take the primary colour from', () => {
    const primary = THEME.token.colorPrimary.toLowerCase();
    const rgb = rgbOf(primary);
    const used = new Set<string>();
    for (const file of stylesheets(SRC)) {
      const css = fs.readFileSync(file, 'utf8').toLowerCase();
      expect(css.includes(primary) || css.includes(`(${rgb},`), file).toBe(false);
      for (const [, name] of css.matchAll(/var\((--wander-[a-z-]+)\)/g)) used.add(name);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(rule, name).toContain(`${name}:`);
  });
});
