import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Grid, Layout, Menu } from 'antd';
import { currentCompanyOf } from '../access/current-company';
import { filterMenu, menuLeaves } from '../menus/menu-model';
import type { SectionDef } from '../routes/sections';
import { useSession } from '../session/session';
import { NotAvailable } from '../../ui/not-available';
import { Panel } from '../../ui/panel';
import { PageFrame } from '../../ui/page-frame';
import { selectedMenuKeys, toSectionMenu } from './section-menu';

/** lg and up (>= 992px) keeps the sidebar open; xs, sm and md close it (spec section 9). */
const LARGE_QUERY = '(min-width: 992px)';

function useIsLarge(): boolean {
  const screens = Grid.useBreakpoint();
  const fallback = typeof window !== 'undefined' && window.matchMedia(LARGE_QUERY).matches;
  return screens.lg ?? fallback;
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
  const navigate = useNavigate();
  const isLarge = useIsLarge();
  const [open, setOpen] = useState(isLarge);
  useEffect(() => setOpen(isLarge), [isLarge]);

  const visible = useVisibleMenu(section);
  const model = useMemo(() => toSectionMenu(visible, `/${section.key}`), [visible, section.key]);
  const showSteps = new URLSearchParams(location.search).get('showSteps') === 'true';
  const hideTopBar = section.hideTopBarOnSteps && showSteps;

  return (
    <Layout hasSider style={{ minHeight: 'calc(100vh - 64px)' }}>
      <Layout.Sider
        theme="light"
        width={248}
        collapsedWidth={0}
        collapsed={!open}
        trigger={null}
        aria-label={`${section.title} menu`}
        style={{ borderRight: open ? '1px solid #eef0ef' : undefined }}
      >
        <Menu
          mode="inline"
          items={model.items}
          selectedKeys={selectedMenuKeys(model, location.pathname)}
          defaultOpenKeys={model.groupKeys}
          onClick={({ key }) => {
            const path = model.paths.get(key);
            if (path) navigate(path);
            if (!isLarge) setOpen(false);
          }}
        />
      </Layout.Sider>
      <Layout>
        {!hideTopBar && (
          <div className="section-topbar">
            <Button
              type="text"
              aria-label={open ? 'Close menu' : 'Open menu'}
              aria-expanded={open}
              onClick={() => setOpen((value) => !value)}
            >
              ☰
            </Button>
            <strong>{section.title}</strong>
          </div>
        )}
        <Layout.Content
          className="app-content"
          onClick={() => {
            if (!isLarge && open) setOpen(false);
          }}
        >
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
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
