import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../settings';
import { findDevices } from '../lib/devices';
import { Field, Notice, PageTitle } from '../ui/ui';

/** Will it work on my phone: the kept list of eSIM-capable models. */
export default function Devices() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const found = findDevices(text);
  const title = t('devices.title');
  return (
    <div className="stack narrow">
      <PageTitle title={`${title} | ${settings.storeName}`}>{title}</PageTitle>
      <p>{t('devices.lead')}</p>
      <Field
        label={t('devices.model')}
        type="search"
        value={text}
        placeholder="iPhone 15, Galaxy S24, Pixel 8"
        onChange={(e) => setText(e.target.value)}
      />
      <div aria-live="polite">
        {text.trim().length >= 2 &&
          (found.length ? (
            <Notice kind="success">
              <p>{t('devices.yes')}</p>
              <ul>
                {found.slice(0, 8).map((d) => (
                  <li key={d.maker + d.model}>
                    {d.maker} {d.model}
                  </li>
                ))}
              </ul>
            </Notice>
          ) : (
            <Notice>{t('devices.unknown')}</Notice>
          ))}
      </div>
      <p className="muted">{t('devices.note')}</p>
    </div>
  );
}
