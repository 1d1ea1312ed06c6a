import type { Esim } from '@wander/contract';

/** The delivered eSIMs of an invoice: QR code, ICCID, activation code and plan, one card each. */
export function EsimList({ esims }: { esims: Esim[] }) {
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
            <dt>ICCID</dt>
            <dd className="esim-card__code">{e.iccid}</dd>
            <dt>Activation code</dt>
            <dd className="esim-card__code">{e.activationCode}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
