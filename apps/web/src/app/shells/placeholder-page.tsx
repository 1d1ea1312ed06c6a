import { Link } from 'react-router';
import { NotAvailable } from '../../ui/not-available';
import { Panel } from '../../ui/panel';
import { PageFrame, type Crumb } from '../../ui/page-frame';
import { SECTIONS } from '../routes/sections';
import { useRouteHandle } from '../routes/use-route-handle';

/** Breadcrumb crumbs between Home and the page: the section when there is one. */
export function useSectionCrumbs(): Crumb[] {
  const handle = useRouteHandle();
  if (!handle?.section) return [];
  const section = SECTIONS[handle.section];
  return [{ title: section.title, path: `/${section.key}` }];
}

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
