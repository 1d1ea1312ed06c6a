import { ConfigProvider, Empty } from 'antd';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';

export const TABLE_EMPTY_TEXT = 'No Data...';

const router = createAppRouter();

/** The app: theme, the 'No Data...' empty text and the hash router. */
export function Root() {
  return (
    <ConfigProvider
      theme={{ token: { colorPrimary: '#0b6e4f', borderRadius: 6 } }}
      renderEmpty={() => (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TABLE_EMPTY_TEXT} />
      )}
    >
      <RouterProvider router={router} />
    </ConfigProvider>
  );
}
