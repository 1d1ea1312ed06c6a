import './group.css';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Input, Select } from 'antd';
import type { GroupOrderInput, TravellerImportResult } from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { showMessage } from '../../ui/dialogs';
import { groupApi, type GroupOrder } from './group-api';
import { GroupPlanView } from './group-plan-view';
import { GroupStatusView } from './group-status-view';
import { legsToText, textToLegs } from './legs-text';
import { TravellersEditor, type TravellerDraft } from './travellers-editor';

interface Header {
  groupName: string;
  startDate: string;
  endDate: string;
  distributorEntityCode: string;
  gbPerDay: string;
  legs: string;
}
const EMPTY: Header = {
  groupName: '',
  startDate: '',
  endDate: '',
  distributorEntityCode: '',
  gbPerDay: '1',
  legs: '',
};

const draftsOf = (group: GroupOrder): TravellerDraft[] =>
  group.travellers.map((t) => ({
    key: t.id,
    id: t.id,
    name: t.name,
    email: t.email,
    phone: t.phone ?? '',
    language: t.language,
    legs: legsToText(t.legs),
    gbPerDay: t.gbPerDay === null ? '' : String(t.gbPerDay),
  }));

/** The body the server checks; a legs text that is not `JP:5;KR:4` is sent as is to be refused. */
function bodyOf(header: Header, rows: TravellerDraft[]): GroupOrderInput {
  const legs = (text: string) => textToLegs(text) ?? (text.trim() ? (text as never) : null);
  return {
    groupName: header.groupName,
    startDate: header.startDate,
    endDate: header.endDate,
    distributorEntityCode: header.distributorEntityCode,
    gbPerDay: Number(header.gbPerDay),
    legs: legs(header.legs) ?? [],
    travellers: rows.map((r) => ({
      ...(r.id ? { id: r.id } : {}),
      name: r.name,
      email: r.email,
      phone: r.phone || null,
      language: r.language as 'en',
      legs: legs(r.legs),
      gbPerDay: r.gbPerDay.trim() === '' ? null : Number(r.gbPerDay),
    })),
  };
}

/**
 * A tour group (issue 29): its trip, its travellers (typed in or imported from CSV/xlsx), the
 * per-traveller plan with the group total, and "Create order" that opens the purchase order.
 */
export function GroupOrderPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const file = useRef<HTMLInputElement>(null);
  const [header, setHeader] = useState<Header>(EMPTY);
  const [rows, setRows] = useState<TravellerDraft[]>([]);
  const [imported, setImported] = useState<TravellerImportResult | null>(null);
  const detail = useQuery({
    queryKey: ['group-order', id],
    queryFn: () => groupApi.detail(id!),
    enabled: !!id,
  });
  const distributors = useQuery({
    queryKey: ['group-distributors'],
    queryFn: groupApi.distributors,
  });
  const group = detail.data;
  const ordered = !!group?.poId;
  useEffect(() => {
    if (!group) return;
    setHeader({
      groupName: group.groupName,
      startDate: group.startDate,
      endDate: group.endDate,
      distributorEntityCode: group.distributorEntityCode,
      gbPerDay: String(group.gbPerDay),
      legs: legsToText(group.legs),
    });
    setRows(draftsOf(group));
  }, [group]);
  useEffect(() => {
    const first = distributors.data?.[0]?.value;
    if (!id && first)
      setHeader((h) => (h.distributorEntityCode ? h : { ...h, distributorEntityCode: first }));
  }, [id, distributors.data]);

  const save = useMutation({
    mutationFn: () => groupApi.save(id, bodyOf(header, rows)),
    onSuccess: async (saved) => {
      showMessage('success', id ? 'Update successfully!' : 'Create successfully!');
      if (id) await detail.refetch();
      else navigate(`/group-order-edit/${saved.id}`, { replace: true });
    },
  });
  const upload = useMutation({
    mutationFn: (chosen: File) => groupApi.importTravellers(id!, chosen),
    onSuccess: async (result) => {
      setImported(result.data);
      showMessage(result.data.status === 'Completed' ? 'success' : 'error', result.message ?? '');
      if (result.data.status === 'Completed') await detail.refetch();
    },
  });
  const plan = useMutation({ mutationFn: () => groupApi.plan(id!) });
  const order = useMutation({
    mutationFn: () => groupApi.order(id!),
    onSuccess: (placed) => navigate(`/purchase-order-detail/${placed.poId}`),
  });
  const errors = save.error instanceof ApiError ? save.error.fieldErrors : {};
  const set = (change: Partial<Header>) => setHeader((h) => ({ ...h, ...change }));
  const field = (key: keyof Header, label: string, type = 'text') => (
    <label className="group-form__field">
      <span>{label}</span>
      <Input
        type={type}
        value={header[key]}
        disabled={ordered}
        status={errors[key] ? 'error' : undefined}
        onChange={(e) => set({ [key]: e.target.value })}
      />
      {errors[key] && <span className="group-form__error">{errors[key].join(' ')}</span>}
    </label>
  );
  const failure = [save, upload, plan, order].find((m) => m.isError && !Object.keys(errors).length);

  return (
    <PageFrame
      title={group ? group.groupName : 'New Group Order'}
      breadcrumb={[{ title: 'Group Orders', path: '/group-order-list' }]}
      extra={
        <div className="page-actions">
          {id && (
            <Button loading={plan.isPending} onClick={() => plan.mutate()}>
              Plan
            </Button>
          )}
          {id && !ordered && (
            <Button type="primary" loading={order.isPending} onClick={() => order.mutate()}>
              Create order
            </Button>
          )}
          {ordered && (
            <Button
              type="primary"
              onClick={() => navigate(`/purchase-order-detail/${group!.poId}`)}
            >
              Open purchase order
            </Button>
          )}
        </div>
      }
    >
      <Panel>
        {failure && <Alert type="error" showIcon message={errorMessageOf(failure.error)} />}
        {ordered && <Alert type="info" showIcon message="This group has been ordered." />}
        <div className="group-form">
          {field('groupName', 'Group Name')}
          {field('startDate', 'Start Date', 'date')}
          {field('endDate', 'End Date', 'date')}
          <label className="group-form__field">
            <span>Distributor</span>
            <Select
              value={header.distributorEntityCode || undefined}
              disabled={ordered}
              options={distributors.data ?? []}
              onChange={(value: string) => set({ distributorEntityCode: value })}
            />
          </label>
          {field('legs', 'Destinations (JP:5;KR:4)')}
          {field('gbPerDay', 'Data per day (GB)')}
        </div>
      </Panel>
      <Panel>
        <h3>Travellers ({rows.length})</h3>
        <TravellersEditor rows={rows} onChange={setRows} errors={errors} disabled={ordered} />
        <div className="page-actions group-form__actions">
          {!ordered && (
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
              Save
            </Button>
          )}
          {id && !ordered && (
            <>
              <input
                ref={file}
                type="file"
                hidden
                accept=".csv,.xlsx"
                aria-label="Roster file"
                onChange={(e) => {
                  const chosen = e.target.files?.[0];
                  if (chosen) upload.mutate(chosen);
                  e.target.value = '';
                }}
              />
              <Button loading={upload.isPending} onClick={() => file.current?.click()}>
                Import CSV / XLSX
              </Button>
            </>
          )}
        </div>
        {imported && imported.errors.length > 0 && (
          <table className="group-travellers__table" aria-label="Import errors">
            <thead>
              <tr>
                <th>Row</th>
                <th>Column</th>
                <th>Value</th>
                <th>Error</th>
              </tr>
            </thead>
            <tbody>
              {imported.errors.map((e) => (
                <tr key={`${e.row}-${e.column}`}>
                  <td data-label="Row">{e.row}</td>
                  <td data-label="Column">{e.column}</td>
                  <td data-label="Value">{e.value}</td>
                  <td data-label="Error">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
      {ordered && (
        <Panel>
          <GroupStatusView groupId={id!} />
        </Panel>
      )}
      {plan.data && (
        <Panel>
          <GroupPlanView plan={plan.data} />
        </Panel>
      )}
    </PageFrame>
  );
}
