import { ConfigProvider, Empty } from 'antd';
import { Outlet } from 'react-router';
import { TABLE_EMPTY_TEXT } from '../../ui/empty-text';
import { THEME } from '../../ui/theme';

// Modal.confirm, Modal.success... (ui/dialogs) render outside this frame's ConfigProvider: without
// this their Yes and Close buttons come in antd's default blue instead of the theme's colours. Set
// here, not in dialogs-impl, so that the theme stays in this chunk (the bundle budget).
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={THEME}>{children}</ConfigProvider>,
});

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
