import type { ReactNode } from 'react';
import { ConfigProvider, Empty } from 'antd';
import { TABLE_EMPTY_TEXT } from './empty-text';
import { THEME } from './theme';

// Modal.confirm, Modal.success... (ui/dialogs) render outside any ConfigProvider: without this
// their Yes and Close buttons come in antd's default blue instead of the theme's colours. Set when
// antd's first themed part loads (the antd frame, an antd island, the dialogs).
ConfigProvider.config({
  holderRender: (children) => <ConfigProvider theme={THEME}>{children}</ConfigProvider>,
});

/** antd's theme and the 'No Data...' empty text, around antd's components. */
export function AntdTheme({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider
      theme={THEME}
      renderEmpty={() => (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TABLE_EMPTY_TEXT} />
      )}
    >
      {children}
    </ConfigProvider>
  );
}
