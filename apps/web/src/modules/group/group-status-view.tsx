import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Select } from 'antd';
import { esimTopUpLink, type GroupStatus } from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { CodeText, EmailText } from '../../ui/wrap-text';
import { groupApi } from './group-api';

type Traveller = GroupStatus['travellers'][number];
type Esim = Traveller['esims'][number];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: '2-digit', month: 'short', year: 'numeric' });
const gb = (mb: number) => `${(mb / 1024).toFixed(2)} GB`;

/**
 * An ordered group's travellers (issue 29): each eSIM, delivered, installed (when the supplier
 * reported it) and the data used; resend a traveller's e-mail, move an unused eSIM to another
 * traveller, top one up.
 */
export function GroupStatusView({ groupId }: { groupId: string }) {
  const queryClient = useQueryClient();
  const queryKey = ['group-order-status', groupId];
  const status = useQuery({ queryKey, queryFn: () => groupApi.status(groupId) });
  const [moving, setMoving] = useState<{ esim: Esim; from: Traveller } | null>(null);
  const [target, setTarget] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      showMessage('success', success);
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      await queryClient.invalidateQueries({ queryKey });
    }
  };
  const resend = (t: Traveller) =>
    confirmDialog({
      title: `Send ${t.name}'s eSIM e-mail again?`,
      content: `${t.email} gets the QR codes and a new link to their page.`,
      onYes: () => run(() => groupApi.resend(groupId, t.travellerId), `Sent again to ${t.email}`),
    });
  const move = async () => {
    if (!moving || !target) return;
    setBusy(true);
    const to = status.data?.travellers.find((t) => t.travellerId === target);
    await run(
      () => groupApi.move(groupId, moving.esim.iccid, moving.from.travellerId, target),
      `The eSIM now belongs to ${to?.name ?? 'the traveller'}, who was e-mailed it`,
    );
    setBusy(false);
    setMoving(null);
    setTarget(undefined);
  };

  if (!status.data) return null;
  const travellers = status.data.travellers;
  return (
    <div className="group-plan" aria-label="Travellers' eSIMs">
      <h3>Travellers&apos; eSIMs</h3>
      <table className="group-plan__table group-status">
        <thead>
          <tr>
            <th>Traveller</th>
            <th>eSIM</th>
            <th>Delivered</th>
            <th>Installed</th>
            <th className="group-plan__amount">Data used</th>
            <th>Actions</th>
          </tr>
        </thead>
        <tbody>
          {travellers.flatMap((t) =>
            (t.esims.length ? t.esims : [null]).map((esim, i) => (
              <tr key={`${t.travellerId}-${esim?.iccid ?? 'none'}`}>
                <td data-label="Traveller">
                  {i === 0 && (
                    <div className="group-status__value">
                      {t.name}
                      <div className="group-plan__note">
                        <EmailText value={t.email} />
                      </div>
                    </div>
                  )}
                </td>
                <td data-label="eSIM">
                  <div className="group-status__value">
                    {esim ? (
                      <>
                        {esim.planName}
                        <div className="group-plan__note">
                          <CodeText value={esim.iccid} />
                        </div>
                      </>
                    ) : (
                      'Not delivered yet'
                    )}
                  </div>
                </td>
                <td data-label="Delivered">
                  {esim?.status === 'delivered'
                    ? esim.deliveredAt
                      ? day(esim.deliveredAt)
                      : 'Delivered'
                    : (esim?.status ?? '')}
                </td>
                <td data-label="Installed">
                  {esim ? (esim.installedAt ? day(esim.installedAt) : 'Not yet') : ''}
                </td>
                <td data-label="Data used" className="group-plan__amount">
                  {esim ? gb(esim.usedMb) : ''}
                </td>
                <td data-label="Actions">
                  <div className="group-status__actions">
                    {esim?.status === 'delivered' && i === 0 && (
                      <Button size="small" onClick={() => resend(t)}>
                        Resend
                      </Button>
                    )}
                    {esim?.movable && travellers.length > 1 && (
                      <Button
                        size="small"
                        aria-label={`Move eSIM ${esim.iccid}`}
                        onClick={() => setMoving({ esim, from: t })}
                      >
                        Move
                      </Button>
                    )}
                    {esim?.status === 'delivered' && (
                      <Link
                        to={esimTopUpLink(esim.serialId)}
                        aria-label={`Top up eSIM ${esim.iccid}`}
                      >
                        Top up
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            )),
          )}
        </tbody>
      </table>
      <Modal
        open={moving !== null}
        title={moving ? `Move ${moving.from.name}'s eSIM ${moving.esim.iccid}` : ''}
        okText="Move"
        okButtonProps={{ disabled: !target, loading: busy }}
        onOk={move}
        onCancel={() => {
          setMoving(null);
          setTarget(undefined);
        }}
        destroyOnHidden
      >
        <p>
          The eSIM has not been installed. It becomes the chosen traveller&apos;s, who is e-mailed
          its QR code; {moving?.from.name}&apos;s page no longer shows it.
        </p>
        <label htmlFor="group-move-to">To traveller</label>
        <Select
          id="group-move-to"
          style={{ width: '100%' }}
          placeholder="Choose a traveller"
          value={target}
          onChange={setTarget}
          showSearch={{ optionFilterProp: 'label' }}
          options={travellers
            .filter((t) => t.travellerId !== moving?.from.travellerId)
            .map((t) => ({ value: t.travellerId, label: t.name }))}
        />
      </Modal>
    </div>
  );
}
