import { Outlet } from 'react-router';
import { AntdTheme } from '../../ui/antd-theme';

/**
 * The antd frame (theme, the 'No Data...' empty text) around every screen drawn with antd: loaded
 * with the first such screen, so the sign-in page and the light screens (plain markup: the
 * customer's catalogue, issue 30) do not pay for antd.
 */
export function AntdFrame() {
  return (
    <AntdTheme>
      <Outlet />
    </AntdTheme>
  );
}
