import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';
import { flag, searchDestinations } from '../lib/destinations';

/** Finds a destination or region by name in any of the store's languages, or by its code. */
export function Search({ sold }: { sold: string[] }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const hits = searchDestinations(text, sold, i18n.language);
  return (
    <div className="search field">
      <label htmlFor={id}>{t('home.searchLabel')}</label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder={t('home.searchPlaceholder')}
        autoComplete="off"
        aria-describedby={`${id}-count`}
        onChange={(event) => setText(event.target.value)}
      />
      <p id={`${id}-count`} className="hint" aria-live="polite">
        {text.trim() ? t('home.searchCount', { count: hits.length }) : ''}
      </p>
      {hits.length > 0 && (
        <ul className="hits" aria-label={t('home.searchResults')}>
          {hits.map((hit) => (
            <li key={hit.kind === 'country' ? hit.code : hit.id}>
              {hit.kind === 'country' ? (
                <Link to={`destination/${hit.code}`}>
                  <span className="flag" aria-hidden="true">
                    {flag(hit.code)}
                  </span>
                  {hit.name}
                </Link>
              ) : (
                <Link to={`region/${hit.id}`}>
                  <span className="flag" aria-hidden="true">
                    🌍
                  </span>
                  {hit.name} <span className="tag">{t('home.region')}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
