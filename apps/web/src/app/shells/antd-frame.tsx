import { ConfigProvider, Empty } from 'antd';
import { Outlet } from 'react-router';
import { TABLE_EMPTY_TEXT } from '../../ui/empty-text';
import { THEME } from '../../ui/theme';

/**
 * The antd frame (theme, the 'No Data...' empty text) around every screen but sign-in: loaded with
 * the first antd screen, so the sign-in page (plain markup) does not pay for antd.
 */
export function AntdFrame() {
  return (
    <ConfigProvider
      theme={THEME}
      renderEmpty={() => (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TABLE_EMPTY_TEXT} />
      )}
    >
      <Outlet />
    </ConfigProvider>
  );
}
