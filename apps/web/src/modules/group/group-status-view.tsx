import { useQuery } from '@tanstack/react-query';
import { groupApi } from './group-api';

/** An ordered group's travellers: their eSIMs, whether delivered, and the data used so far. */
export function GroupStatusView({ groupId }: { groupId: string }) {
  const status = useQuery({
    queryKey: ['group-order-status', groupId],
    queryFn: () => groupApi.status(groupId),
  });
  if (!status.data) return null;
  return (
    <div className="group-plan" aria-label="Travellers' eSIMs">
      <h3>Travellers&apos; eSIMs</h3>
      <table className="group-plan__table">
        <thead>
          <tr>
            <th>Traveller</th>
            <th>eSIM</th>
            <th>Status</th>
            <th className="group-plan__amount">Data used</th>
          </tr>
        </thead>
        <tbody>
          {status.data.travellers.flatMap((t) =>
            (t.esims.length ? t.esims : [null]).map((esim, i) => (
              <tr key={`${t.travellerId}-${esim?.iccid ?? 'none'}`}>
                <td>{i === 0 ? t.name : ''}</td>
                <td>
                  {esim ? (
                    <>
                      {esim.planName}
                      <div className="group-plan__note">{esim.iccid}</div>
                    </>
                  ) : (
                    'Not delivered yet'
                  )}
                </td>
                <td>{esim?.status === 'delivered' ? 'Delivered' : (esim?.status ?? '')}</td>
                <td className="group-plan__amount">
                  {esim ? `${(esim.usedMb / 1024).toFixed(2)} GB` : ''}
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
