import { Result } from 'antd';
import { AntdTheme } from '../../ui/antd-theme';

export const NOT_ALLOWED_TEXT = 'You are not allowed to open this page.';

/** The 403 screen. Its own chunk: antd's Result carries every status illustration (~10 KiB). */
export function NotAllowed() {
  // Drawn by the signed-in layout, outside the antd frame (which holds the antd screens only).
  return (
    <AntdTheme>
      <Result status="403" title="403" subTitle={NOT_ALLOWED_TEXT} />
    </AntdTheme>
  );
}
