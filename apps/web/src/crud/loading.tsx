/** A light loading line (antd's Spin does not fit the page budget next to a form and a table). */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading-line" role="status" aria-live="polite">
      {label}
    </p>
  );
}

/** A small coloured label (Yes / No, status) without antd's Tag. */
export function Flag({
  tone = 'neutral',
  children,
}: {
  tone?: FlagTone;
  children: string | number;
}) {
  return <span className={`flag flag--${tone}`}>{children}</span>;
}

export type FlagTone = 'neutral' | 'good' | 'warn' | 'bad' | 'info';
