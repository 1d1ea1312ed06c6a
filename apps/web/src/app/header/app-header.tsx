import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { currentCompanyOf } from '../../lib/access/current-company';
import { hasShowSteps } from '../../lib/routes/guards';
import { useSession } from '../../lib/session/session';
import { CompanySwitcher } from './company-switcher';
import { activeHeaderTab, showsWalletBalance, visibleHeaderTabs } from './header-tabs';
import { TabBar } from './tab-bar';
import { UserMenu } from './user-menu';
import { WalletBalance } from './wallet-balance';

const FOLD = 'app-header-fold';

/**
 * The header (spec section 2): logo, tabs, company switcher, wallet balance and user menu. On a
 * phone (under 768 px, app/responsive.css) the tabs and menus fold into a "Main menu" button that
 * opens them as a list under the logo: a native popover (the browser gives the button its
 * expanded state, Escape and a tap outside close it, no script state); a navigation closes it
 * too. On wider screens the fold is `display: contents` and the button is hidden: the header is
 * laid out as before.
 */
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

  // A closed popover ignores hidePopover(); a browser without popovers (or jsdom) has none.
  useEffect(
    () => document.getElementById(FOLD)?.hidePopover?.(),
    [location.pathname, location.search],
  );

  return (
    <header className="app-header">
      <Link to="/" className="app-header__logo" aria-label="Wander home">
        Wander
      </Link>
      <button
        type="button"
        className="app-header__toggle"
        aria-label="Main menu"
        popoverTarget={FOLD}
      />
      <div id={FOLD} className="app-header__fold" popover="auto">
        <TabBar tabs={tabs} active={active ?? null} />
        <div className="app-header__right">
          {showsWalletBalance(session.profile, company) && <WalletBalance />}
          <CompanySwitcher />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
