import type { ReactNode } from 'react';
import './light.css';

export type LightTagColor = 'default' | 'gold' | 'blue' | 'purple' | 'green' | 'red' | 'orange';

/** A status tag drawn like antd's preset colours (their darkest text shade, 4.5:1 and more). */
export function LightTag({ color = 'default', children }: { color?: string; children: ReactNode }) {
  const known = ['gold', 'blue', 'purple', 'green', 'red', 'orange'].includes(color);
  return <span className={`lt-tag${known ? ` lt-tag--${color}` : ''}`}>{children}</span>;
}
