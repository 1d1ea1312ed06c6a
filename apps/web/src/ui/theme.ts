/**
 * The brand theme of every antd screen and dialog. Placeholders are darker than antd's (0.25
 * alpha, 1.8:1 on white) so they read at 4.5:1 (WCAG AA; Lighthouse, issue 17).
 */
export const THEME = {
  token: { colorPrimary: '#0b6e4f', borderRadius: 6, colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)' },
} as const;
