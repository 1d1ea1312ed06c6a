/**
 * The brand theme of every antd screen and dialog (the AntdFrame's ConfigProvider, and the static
 * dialogs' through ConfigProvider.config in dialogs-impl.ts). Placeholders are darker than antd's
 * (0.25 alpha, 1.8:1 on white) so they read at 4.5:1 (WCAG AA; Lighthouse, issue 17). A chosen
 * option (or menu item) is a light green tint, a shade darker under the pointer, in medium weight:
 * antd derives a mid-green fill (rgb(119, 161, 142) under the pointer) and semibold text from the
 * dark primary, which reads as a heavy block.
 */
export const THEME = {
  token: {
    colorPrimary: '#0b6e4f',
    borderRadius: 6,
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    controlItemBgActive: '#e8f3ef',
    controlItemBgActiveHover: '#e1f0ea',
  },
  components: {
    Select: { optionSelectedFontWeight: 500 },
  },
} as const;
