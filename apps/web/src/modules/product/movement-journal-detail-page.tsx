import './movement-journal.css';
import { Fragment, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from 'antd';
import {
  MOVING_JOURNAL_PERMISSION,
  SERIAL_STATUS_LABELS,
  type MovingJournalDetail,
  type MovingJournalLine,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { DataTable } from '../../crud/data-table';
import { Loading } from '../../crud/loading';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { JOURNAL_LIST, journalKeys, journalsApi } from './movement-journal-api';
import { JournalTypeTag, journalState } from './movement-journal-list-page';

const detailPath = (id: string) => `/setup/movement-journal-detail/${id}`;
const statusLabel = (s: string) => SERIAL_STATUS_LABELS[s] ?? s;
const place = (code: string | null, status: string) =>
  code ? `${code} (${statusLabel(status)})` : statusLabel(status);

function Facts({ j }: { j: MovingJournalDetail }) {
  const facts: [string, ReactNode][] = [
    ['Journal No', j.journalNo],
    ['Type', <JournalTypeTag key="t" type={j.journalType} />],
    ['Journal Date', j.journalDate],
    ['From Location', j.fromLocationCode ?? '-'],
    ['To Location', j.toLocationCode ?? '-'],
    ['eSIMs', j.lineCount],
    ['State', journalState(j)],
    ['Remarks', j.remarks ?? '-'],
    ['Posted by', j.createdBy ?? '-'],
    ['Posted at', new Date(j.createdAt).toLocaleString('en-GB')],
  ];
  return (
    <dl className="journal-facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The adjustment chain: the journal an adjustment reverses, or the adjustments of a journal. */
function Chain({ j }: { j: MovingJournalDetail }) {
  if (j.adjustsJournalId)
    return (
      <Panel title="Adjustment of">
        <p>
          This journal reverses lines of{' '}
          <Link to={detailPath(j.adjustsJournalId)}>{j.adjustsJournalNo}</Link>.
        </p>
      </Panel>
    );
  return (
    <Panel title="Adjustments">
      {j.adjustments.length === 0 ? (
        <p>None: every line stands as posted.</p>
      ) : (
        <ol className="journal-chain">
          {j.adjustments.map((a) => (
            <li key={a.id}>
              <Link to={detailPath(a.id)}>{a.journalNo}</Link> on {a.journalDate}: {a.lineCount}{' '}
              eSIM{a.lineCount === 1 ? '' : 's'} reversed{a.remarks ? `, ${a.remarks}` : ''}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** /setup/movement-journal-detail/{id}: a posted journal, its lines and its adjustments. */
export function MovementJournalDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { profile } = useSession();
  const canAdjust = hasPermission(profile, MOVING_JOURNAL_PERMISSION, 'Update');
  const query = useQuery({
    queryKey: journalKeys.detail(id),
    queryFn: () => journalsApi.detail(id),
  });
  const j = query.data;
  const title = j ? `Movement Journal ${j.journalNo}` : 'Movement Journal';
  return (
    <PageFrame
      title={title}
      breadcrumb={[JOURNAL_LIST]}
      extra={
        j?.canAdjust &&
        canAdjust && (
          <Button onClick={() => navigate(`/setup/movement-journal-adjust/${j.id}`)}>Adjust</Button>
        )
      }
    >
      {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
      {query.isLoading && <Loading />}
      {j && (
        <>
          <Panel>
            <Facts j={j} />
          </Panel>
          <Chain j={j} />
          <Panel title={`Lines (${j.lines.length})`}>
            <DataTable<MovingJournalLine>
              caption="Journal lines"
              rows={j.lines}
              rowKey={(l) => l.id}
              columns={[
                { key: 'lineNo', title: '#', width: 56, render: (l) => l.lineNo },
                { key: 'iccid', title: 'ICCID', width: 210, render: (l) => l.iccid },
                {
                  key: 'variant',
                  title: 'Variant',
                  render: (l) => `${l.variantCode} · ${l.productName}`,
                },
                {
                  key: 'before',
                  title: 'Before',
                  width: 200,
                  render: (l) => place(l.fromLocationCode, l.statusBefore),
                },
                {
                  key: 'after',
                  title: 'After',
                  width: 200,
                  render: (l) => place(l.toLocationCode, l.statusAfter),
                },
                {
                  key: 'reversal',
                  title: j.adjustsJournalId ? 'Reverses line' : 'Reversed by',
                  width: 130,
                  render: (l) =>
                    j.adjustsJournalId ? (l.reversesLineNo ?? '-') : (l.reversedByJournalNo ?? '-'),
                },
              ]}
            />
          </Panel>
        </>
      )}
    </PageFrame>
  );
}
