import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { currentCompanyOf } from '../access/current-company';
import { hasShowSteps } from '../routes/guards';
import { useSession } from '../session/session';
import { CompanySwitcher } from './company-switcher';
import { activeHeaderTab, showsWalletBalance, visibleHeaderTabs } from './header-tabs';
import { TabBar } from './tab-bar';
import { UserMenu } from './user-menu';
import { WalletBalance } from './wallet-balance';

/**
 * The header (spec section 2): logo, tabs, company switcher, wallet balance and user menu. On a
 * phone (under 768 px, app/responsive.css) the tabs and menus fold into a "Main menu" button that
 * opens them as a list under the logo; a navigation or Escape folds them again. On wider screens
 * the fold is `display: contents` and the button is hidden: the header is laid out as before.
 */
export function AppHeader() {
  const session = useSession();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const foldId = useId();
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

  useEffect(() => setOpen(false), [location.pathname, location.search]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={`app-header${open ? ' app-header--open' : ''}`}>
      <Link to="/" className="app-header__logo" aria-label="Wander home">
        Wander
      </Link>
      <button
        type="button"
        className="app-header__toggle"
        aria-label="Main menu"
        aria-expanded={open}
        aria-controls={foldId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="app-header__toggle-bars" aria-hidden="true" />
      </button>
      <div id={foldId} className="app-header__fold">
        <TabBar tabs={tabs} active={active ?? null} />
        <div className="app-header__right">
          {showsWalletBalance(session.profile, company) && (
            <WalletBalance companyCode={company?.code ?? null} />
          )}
          <CompanySwitcher />
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
