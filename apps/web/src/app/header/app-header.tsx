import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { currentCompanyOf } from '../access/current-company';
import { hasShowSteps } from '../routes/guards';
import { useSession } from '../session/session';
import { CompanySwitcher } from './company-switcher';
import { activeHeaderTab, showsWalletBalance, visibleHeaderTabs } from './header-tabs';
import { TabBar } from './tab-bar';
import { UserMenu } from './user-menu';
import { WalletBalance } from './wallet-balance';

/** The header (spec section 2): logo, tabs, company switcher, wallet balance and user menu. */
export function AppHeader() {
  const session = useSession();
  const location = useLocation();
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
    <header className="app-header">
      <Link to="/" className="app-header__logo" aria-label="Wander home">
        Wander
      </Link>
      <TabBar tabs={tabs} active={active ?? null} />
      <div className="app-header__right">
        {showsWalletBalance(session.profile, company) && (
          <WalletBalance companyCode={company?.code ?? null} />
        )}
        <CompanySwitcher />
        <UserMenu />
      </div>
    </header>
  );
}
