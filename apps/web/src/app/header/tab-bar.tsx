import { useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { HeaderTab } from './header-tabs';

/**
 * The header tabs as a menubar of links (WAI-ARIA APG "menubar"), plain markup instead of antd's
 * horizontal Menu: one tab stop, Left/Right/Home/End move between tabs, Enter follows the link.
 * Real links, so a tab can also open in a new browser tab.
 */
export function TabBar({ tabs, active }: { tabs: readonly HeaderTab[]; active: string | null }) {
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );
  const [focus, setFocus] = useState<number | null>(null);
  const refs = useRef<(HTMLAnchorElement | null)[]>([]);
  const current = focus !== null && focus < tabs.length ? focus : activeIndex;

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + tabs.length) % tabs.length;
    setFocus(next);
    refs.current[next]?.focus();
  };

  return (
    <ul role="menubar" aria-label="Main" className="app-header__tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => (
        <li key={tab.key} role="none">
          <Link
            ref={(node) => {
              refs.current[index] = node;
            }}
            to={tab.path}
            role="menuitem"
            tabIndex={index === current ? 0 : -1}
            aria-current={tab.key === active ? 'page' : undefined}
            className={`app-header__tab${tab.key === active ? ' app-header__tab--active' : ''}`}
            onFocus={() => setFocus(index)}
          >
            {tab.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
