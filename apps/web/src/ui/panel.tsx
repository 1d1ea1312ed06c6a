import type { ReactNode } from 'react';

/**
 * A titled content panel that looks like an antd Card. antd's Card brings Tabs along (for its tab
 * list), which every signed-in page would pay for; this keeps them light.
 */
export function Panel({
  title,
  extra,
  children,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="panel">
      {(title || extra) && (
        <header className="panel__head">
          {title && <h2 className="panel__title">{title}</h2>}
          {extra}
        </header>
      )}
      <div className="panel__body">{children}</div>
    </section>
  );
}
