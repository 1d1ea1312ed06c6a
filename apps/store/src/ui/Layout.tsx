import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreLanguage } from '@wander/contract';
import { settings } from '../settings';
import { Link, type Route } from '../router';
import { useSession } from '../api/session';
import { chooseLanguage } from '../i18n/i18n';
import { useCart } from '../lib/cart';

const LANGUAGES: { value: StoreLanguage; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'ms', label: 'Bahasa Melayu', lang: 'ms' },
  { value: 'zh', label: '简体中文', lang: 'zh-CN' },
];

/** The store's frame: its brand, the main links, the language switch and the support address. */
export function Layout({ route, children }: { route: Route; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const cart = useCart();
  const current = route.segments[0] ?? '';
  const nav = (to: string, label: string) => (
    <Link to={to} aria-current={current === to.split('?')[0] ? 'page' : undefined}>
      {label}
    </Link>
  );
  return (
    <>
      <a className="skip" href="#main">
        {t('nav.skip')}
      </a>
      <header className="header">
        <div className="header-inner">
          <Link to="" className="brand">
            {settings.logoUrl && <img src={settings.logoUrl} alt="" width="32" height="32" />}
            <span>{settings.storeName}</span>
          </Link>
          <nav className="nav" aria-label={t('nav.label')}>
            {nav('esims', t('nav.esims'))}
            {session ? nav('account', t('nav.account')) : nav('sign-in', t('nav.signIn'))}
            {nav('cart', cart ? t('nav.cartCount', { count: cart.qty }) : t('nav.cart'))}
          </nav>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="footer">
        <div className="footer-inner">
          <div className="field">
            <label htmlFor="language">{t('nav.language')}</label>
            <select
              id="language"
              value={i18n.language}
              onChange={(event) => void chooseLanguage(event.target.value as StoreLanguage)}
            >
              {LANGUAGES.map((l) => (
                <option key={l.value} value={l.value} lang={l.lang}>
                  {l.label}
                </option>
              ))}
            </select>
          </div>
          <Link to="devices">{t('nav.devices')}</Link>
          {settings.supportEmail && (
            <p>
              {t('nav.support')}{' '}
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </p>
          )}
        </div>
      </footer>
    </>
  );
}
