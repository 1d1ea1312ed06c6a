import type { ReactNode } from 'react';
import { Empty } from 'antd';

export const NOT_AVAILABLE_TEXT = 'This screen is not available yet.';

/** The honest empty state of a screen that a later issue builds. */
export function NotAvailable({ children }: { children?: ReactNode }) {
  return (
    <Empty description={NOT_AVAILABLE_TEXT} style={{ padding: '48px 0' }}>
      {children}
    </Empty>
  );
}
