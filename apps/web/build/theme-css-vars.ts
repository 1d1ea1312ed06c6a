import type { Plugin } from 'vite';
import { CSS_VARS } from '../src/ui/theme';

/** `#0b6e4f` -> `11, 110, 79`, for `rgba(var(--wander-primary-rgb), 0.3)`. */
export function rgbOf(hex: string): string {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ');
}

/** The :root rule of the theme's colours (src/ui/theme.ts), the primary's r, g, b beside it. */
export function themeRootRule(): string {
  const vars = { ...CSS_VARS, '--wander-primary-rgb': rgbOf(CSS_VARS['--wander-primary']) };
  return `:root{${Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`;
}

/**
 * Writes the theme's colours as CSS custom properties on :root in index.html: global.css,
 * responsive.css and the light kit read them (var(--wander-primary) ...), so the antd theme token
 * is the one place the primary colour is written, and the header drawn before the scripts run
 * (build/shell-preload.ts) is in it too.
 */
export function themeCssVars(): Plugin {
  return {
    name: 'wander-theme-css-vars',
    transformIndexHtml: () => [{ tag: 'style', children: themeRootRule(), injectTo: 'head' }],
  };
}
