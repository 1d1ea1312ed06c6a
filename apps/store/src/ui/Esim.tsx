import { useTranslation } from 'react-i18next';
import type { StoreEsim } from '@wander/contract';
import { date, gigabytes, megabytes, number } from '../lib/format';
import { Link } from '../router';
import { CopyButton } from './ui';
import { daysLeft, iphoneInstallLink, newEsimFor } from '../lib/esim';
import { planName } from '../lib/plan-name';

/** One eSIM: QR code, LPA code to copy, one-tap iPhone install, Android steps, usage. */
export function Esim({ esim }: { esim: StoreEsim }) {
  const { t, i18n } = useTranslation();
  const left = daysLeft(esim);
  const newEsim = esim.topUp ? null : newEsimFor(esim, i18n.language);
  return (
    <article className="card stack esim">
      <h2>{planName(esim, i18n.language)}</h2>
      <p className="muted">
        {t('esims.iccid')} {esim.iccid} · {t('esims.order')} {esim.orderNo}
        {esim.deliveredAt && ` · ${date(esim.deliveredAt)}`}
      </p>
      <div>
        <p>
          {t('esims.used', { used: megabytes(esim.usedMb), total: gigabytes(esim.dataGb) })} ·{' '}
          {t('esims.daysLeft', { count: left, n: number(left) })}
        </p>
        <progress
          max={100}
          value={Math.min(100, esim.usagePercent)}
          aria-label={t('esims.usage', { percent: number(esim.usagePercent) })}
        />
      </div>
      <div className="row">
        <a className="btn btn-primary" href={iphoneInstallLink(esim.activationCode)}>
          {t('esims.installIphone')}
        </a>
        {/* A top-up adds data to this eSIM; where its supplier cannot, another plan is a new eSIM. */}
        {newEsim ? (
          <Link className="btn btn-quiet" to={newEsim.to}>
            {t('esims.buyNew', { destination: newEsim.destination })}
          </Link>
        ) : (
          <Link className="btn btn-quiet" to={`esims/${esim.id}/top-up`}>
            {t('esims.topUp')}
          </Link>
        )}
      </div>
      {newEsim && <p className="muted">{t('esims.newEsimNote')}</p>}
      <img
        className="qr"
        src={esim.qrCode}
        alt={t('esims.qrAlt', { iccid: esim.iccid })}
        width="200"
        height="200"
      />
      <div>
        <p>{t('esims.lpa')}</p>
        <p className="lpa">{esim.activationCode}</p>
        <CopyButton text={esim.activationCode} label={t('esims.lpa')} />
      </div>
      <details>
        <summary>{t('esims.androidTitle')}</summary>
        <ol>
          <li>{t('esims.android1')}</li>
          <li>{t('esims.android2')}</li>
          <li>{t('esims.android3')}</li>
          <li>{t('esims.android4')}</li>
        </ol>
      </details>
    </article>
  );
}
