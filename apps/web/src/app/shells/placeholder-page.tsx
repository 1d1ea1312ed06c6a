import { Link } from 'react-router';
import { NotAvailable } from '../../ui/not-available';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';
import { useSectionCrumbs } from '../../lib/routes/section-crumbs';
import { useRouteHandle } from '../../lib/routes/route-handle';

/** A signed-in screen that a later issue builds: the page frame with an honest empty state. */
export function PlaceholderPage() {
  const handle = useRouteHandle();
  const crumbs = useSectionCrumbs();
  return (
    <PageFrame title={handle?.title ?? 'Wander'} breadcrumb={crumbs}>
      <Panel>
        <NotAvailable />
      </Panel>
    </PageFrame>
  );
}

/** A public screen that a later issue builds (registration, password reset, PDF viewer). */
export function PublicPlaceholderPage() {
  const handle = useRouteHandle();
  return (
    <main className="auth-page">
      <div className="auth-card">
        <Panel title={handle?.title ?? 'Wander'}>
          <NotAvailable>
            <Link to="/sign-in">Back to sign in</Link>
          </NotAvailable>
        </Panel>
      </div>
    </main>
  );
}
