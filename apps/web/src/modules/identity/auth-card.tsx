import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the public account screens: a centred card with a title and a way back. */
export function AuthCard({
  title,
  lead,
  children,
  wide = false,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <main className="auth-page">
      <div className="auth-card auth-card--panel" style={wide ? { maxWidth: 640 } : undefined}>
        <h1 className="auth-card__title">{title}</h1>
        {lead && <p className="auth-card__lead">{lead}</p>}
        {children}
        <p style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/sign-in">Back to sign in</Link>
        </p>
      </div>
    </main>
  );
}
