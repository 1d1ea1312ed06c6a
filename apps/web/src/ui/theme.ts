/**
 * The brand theme of every antd screen and dialog (the AntdFrame's ConfigProvider, and the static
 * dialogs' through its ConfigProvider.config). A dropdown's chosen option is styled in global.css,
 * not by tokens here (a script's bytes count against the bundle budget, a stylesheet's do not).
 * Placeholders are darker than antd's (0.25 alpha, 1.8:1 on white) so they read at 4.5:1 (WCAG
 * AA; Lighthouse, issue 17).
 */
export const THEME = {
  token: { colorPrimary: '#0b6e4f', borderRadius: 6, colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)' },
} as const;
