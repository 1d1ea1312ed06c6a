import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Layout, Menu } from 'antd';
import { currentCompanyOf } from '../access/current-company';
import { hasShowSteps } from '../routes/guards';
import { useSession } from '../session/session';
import { CompanySwitcher } from './company-switcher';
import { activeHeaderTab, showsWalletBalance, visibleHeaderTabs } from './header-tabs';
import { UserMenu } from './user-menu';
import { WalletBalance } from './wallet-balance';

/** The header (spec section 2): logo, tabs, company switcher, wallet balance and user menu. */
export function AppHeader() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const showSteps = hasShowSteps(location.search);
  const company = useMemo(
    () => currentCompanyOf(session.profile, session.company),
    [session.profile, session.company],
  );
  const tabs = visibleHeaderTabs({ profile: session.profile, company, showSteps });
  const active =
    showSteps && tabs.some((t) => t.key === 'signup')
      ? 'signup'
      : activeHeaderTab(tabs, location.pathname);

  return (
    <Layout.Header className="app-header">
      <Link to="/" className="app-header__logo" aria-label="Wander home">
        Wander
      </Link>
      <Menu
        className="app-header__tabs"
        mode="horizontal"
        aria-label="Main"
        selectedKeys={active ? [active] : []}
        items={tabs.map((tab) => ({ key: tab.key, label: tab.label }))}
        onClick={({ key }) => {
          const tab = tabs.find((t) => t.key === key);
          if (tab) navigate(tab.path);
        }}
      />
      <div className="app-header__right">
        {showsWalletBalance(session.profile, company) && (
          <WalletBalance companyCode={company?.code ?? null} />
        )}
        <CompanySwitcher />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
