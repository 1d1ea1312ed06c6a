import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { currentCompanyOf } from '../../lib/access/current-company';
import { filterMenu, menuLeaves } from '../menus/menu-model';
import type { SectionDef } from '../routes/sections';
import { useSession } from '../../lib/session/session';
import { NotAvailable } from '../../ui/not-available';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';
import { selectedMenuKeys, toSectionMenu } from './section-menu';
import { SideMenu } from './side-menu';
import { useTopOnNewPage } from './top-on-new-page';

/** lg and up (>= 992px) keeps the sidebar open; xs, sm and md close it (spec section 9). */
const LARGE_QUERY = '(min-width: 992px)';

function matchesLarge(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(LARGE_QUERY).matches;
}

function useIsLarge(): boolean {
  const [large, setLarge] = useState(matchesLarge);
  useEffect(() => {
    const query = window.matchMedia(LARGE_QUERY);
    const onChange = () => setLarge(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return large;
}

const SectionContext = createContext<SectionDef | null>(null);

/** The loaded section (menu, screens) for its shell and index; the router provides it. */
export const SectionProvider = SectionContext.Provider;

function useSection(): SectionDef {
  const section = useContext(SectionContext);
  if (!section) throw new Error('A section screen renders inside its SectionProvider');
  return section;
}

function useVisibleMenu(section: SectionDef) {
  const session = useSession();
  return useMemo(() => {
    const company = currentCompanyOf(session.profile, session.company);
    return filterMenu(section.menu, { profile: session.profile, company });
  }, [section, session.profile, session.company]);
}

/** The /admin, /general and /setup shells: a responsive sidebar and the child route. */
export function SectionShell() {
  const section = useSection();
  const location = useLocation();
  const isLarge = useIsLarge();
  useTopOnNewPage(location.pathname);
  const [open, setOpen] = useState(isLarge);
  useEffect(() => setOpen(isLarge), [isLarge]);

  const visible = useVisibleMenu(section);
  const model = useMemo(() => toSectionMenu(visible, `/${section.key}`), [visible, section.key]);
  const showSteps = new URLSearchParams(location.search).get('showSteps') === 'true';
  const hideTopBar = section.hideTopBarOnSteps && showSteps;

  return (
    <div className={`section-layout${open ? ' section-layout--open' : ''}`}>
      <nav className="section-sider" aria-label={`${section.title} menu`} hidden={!open}>
        <SideMenu
          label={section.title}
          model={model}
          selected={selectedMenuKeys(model, location.pathname)}
          onNavigate={() => {
            if (!isLarge) setOpen(false);
          }}
        />
      </nav>
      <div className="section-main">
        {!hideTopBar && (
          <div className="section-topbar">
            <button
              type="button"
              className="section-topbar__toggle"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              ☰
            </button>
            <strong>{section.title}</strong>
          </div>
        )}
        <main
          className="app-content"
          onClick={() => {
            if (!isLarge && open) setOpen(false);
          }}
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** /admin, /general, /setup: open the first screen this user may see. */
export function SectionIndex() {
  const section = useSection();
  const first = menuLeaves(useVisibleMenu(section)).find((leaf) => leaf.path);
  if (first?.path) return <Navigate to={`/${section.key}/${first.path}`} replace />;
  return (
    <PageFrame title={section.title}>
      <Panel>
        <NotAvailable />
      </Panel>
    </PageFrame>
  );
}
