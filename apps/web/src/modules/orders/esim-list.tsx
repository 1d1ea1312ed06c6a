import { LightButton as Button } from '../../ui/light/light-button';
import { Link } from 'react-router';
import { esimTopUpLink, type Esim } from '@wander/contract';
import { copyText } from '../../ui/copy-text';
import { CodeText } from '../../ui/wrap-text';

/**
 * A code shown whole (an activation code wraps only after a `$`, never inside a part; issue 37),
 * with a button that copies it.
 */
function Code({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="esim-card__code-row">
        <code className="esim-card__code">
          <CodeText value={value} />
        </code>
        <Button
          size="small"
          aria-label={`Copy ${label} ${value}`}
          onClick={() => void copyText(value, label)}
        >
          Copy
        </Button>
      </dd>
    </>
  );
}

/**
 * The delivered eSIMs of an invoice: QR code, ICCID, activation code and plan, one card each.
 * `topUp`: the buyer's view, where a delivered eSIM links to its top-up.
 */
export function EsimList({ esims, topUp = false }: { esims: Esim[]; topUp?: boolean }) {
  if (esims.length === 0) return <p className="esim-list__empty">No eSIMs yet.</p>;
  return (
    <ul className="esim-list" aria-label="eSIMs">
      {esims.map((e) => (
        <li key={e.id} className="esim-card">
          {e.qrCode ? (
            <img src={e.qrCode} width={160} height={160} alt={`QR code of eSIM ${e.iccid}`} />
          ) : (
            <div className="esim-card__pending">
              {e.status === 'allocated' ? 'Allocated, not delivered yet' : e.status}
            </div>
          )}
          <dl>
            <dt>Plan</dt>
            <dd>
              {e.productName} - {e.variantName}
            </dd>
            <Code label="ICCID" value={e.iccid} />
            <Code label="Activation code" value={e.activationCode} />
          </dl>
          {topUp && e.status === 'delivered' && (
            <Link to={esimTopUpLink(e.id)} aria-label={`Top up eSIM ${e.iccid}`}>
              Top up
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
