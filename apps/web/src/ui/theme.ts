/**
 * The brand theme of every antd screen and dialog (the AntdFrame's ConfigProvider, and the static
 * dialogs' through its ConfigProvider.config). A dropdown's chosen option is styled in global.css,
 * not by tokens here (a script's bytes count against the bundle budget, a stylesheet's do not).
 * Placeholders are darker than antd's (0.25 alpha, 1.8:1 on white) so they read at 4.5:1 (WCAG
 * AA; Lighthouse, issue 17).
 */
const PRIMARY = '#0b6e4f';

export const THEME = {
  token: { colorPrimary: PRIMARY, borderRadius: 6, colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)' },
} as const;

/**
 * The colours the stylesheets use, from the theme: the build writes them on :root in index.html
 * with the primary's `r, g, b` as --wander-primary-rgb (build/theme-css-vars.ts), so the
 * plain-markup screens, which load no antd, draw the theme's colours too, from the first paint.
 */
export const CSS_VARS = {
  '--wander-primary': PRIMARY,
  /** A light control's hover (ui/light: buttons, combo boxes, segmented items). */
  '--wander-primary-hover': '#218a63',
  /** A link's hover, and the sign-in screen's controls'. */
  '--wander-link-hover': '#2e8b6a',
} as const;
