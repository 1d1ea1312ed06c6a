import type { ReactNode } from 'react';
import { LightEmpty } from './light/light-empty';

export const NOT_AVAILABLE_TEXT = 'This screen is not available yet.';

/** The honest empty state of a screen that a later issue builds (plain markup: no antd). */
export function NotAvailable({ children }: { children?: ReactNode }) {
  return (
    <LightEmpty text={NOT_AVAILABLE_TEXT} padded>
      {children}
    </LightEmpty>
  );
}
