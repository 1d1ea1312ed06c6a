/** The brand theme of every antd screen and dialog. */
export const THEME = { token: { colorPrimary: '#0b6e4f', borderRadius: 6 } } as const;
