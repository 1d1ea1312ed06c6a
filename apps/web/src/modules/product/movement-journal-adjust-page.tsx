import './movement-journal.css';
import { useState, type Key } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { Button, Input, Space } from 'antd';
import { MovingJournalMessage, SERIAL_STATUS_LABELS } from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { DataTable } from '../../crud/data-table';
import { Loading } from '../../crud/loading';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { JOURNAL_LIST, journalKeys, journalsApi, journalTypeLabel } from './movement-journal-api';

const today = () => new Date().toISOString().slice(0, 10);
const label = (s: string) => SERIAL_STATUS_LABELS[s] ?? s;

/**
 * /setup/movement-journal-adjust/{id}: reverses lines of a posted journal by a new adjustment
 * journal (PUT Adjust/{id}); the lines not reversed yet are picked (all by default), with the
 * date and the reason. The original journal is never changed.
 */
export function MovementJournalAdjustPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: journalKeys.detail(id),
    queryFn: () => journalsApi.detail(id),
  });
  const j = query.data;
  const open = (j?.lines ?? []).filter((l) => !l.reversedByJournalNo);
  const [picked, setPicked] = useState<Key[] | null>(null);
  const selected = picked ?? open.map((l) => l.id);
  const [journalDate, setJournalDate] = useState(today());
  const [remarks, setRemarks] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const errors: Record<string, string> = {};
    if (!journalDate) errors.journalDate = 'Journal Date is required';
    if (!remarks.trim()) errors.remarks = 'Reason is required';
    if (selected.length === 0) errors.lines = 'Pick at least one line to reverse';
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length || !j) return;
    const sent = open.filter((l) => selected.includes(l.id));
    setSaving(true);
    try {
      const all = sent.length === open.length;
      const result = await journalsApi.adjust(j.id, {
        journalDate,
        remarks: remarks.trim(),
        lines: all ? null : sent.map((l) => ({ iccid: l.iccid })),
      });
      await queryClient.invalidateQueries({ queryKey: journalKeys.all });
      showMessage('success', result.message ?? MovingJournalMessage.adjusted);
      navigate(`/setup/movement-journal-detail/${result.data.id}`, { replace: true });
    } catch (e) {
      const byLine: Record<string, string> = {};
      const byField: Record<string, string> = {};
      if (e instanceof ApiError) {
        for (const [key, messages] of Object.entries(e.fieldErrors)) {
          const line = /^lines\.(\d+)/.exec(key);
          if (line && sent[Number(line[1])]) byLine[sent[Number(line[1])].id] = messages[0];
          else byField[key] = messages[0];
        }
      }
      setLineErrors(byLine);
      setFieldErrors(byField);
      setError(errorMessageOf(e));
    } finally {
      setSaving(false);
    }
  };

  const title = j ? `Adjust ${j.journalNo}` : 'Adjust Movement Journal';
  return (
    <PageFrame title={title} breadcrumb={[JOURNAL_LIST]}>
      {query.isError && <FormAlert message={errorMessageOf(query.error)} />}
      {query.isLoading && <Loading />}
      {j && !j.canAdjust && (
        <FormAlert message="This journal cannot be adjusted: it is an adjustment, or every line is already reversed." />
      )}
      {j?.canAdjust && (
        <Panel>
          <p>
            A {journalTypeLabel(j.journalType).toLowerCase()} of {j.journalDate}
            {j.fromLocationCode ? ` from ${j.fromLocationCode}` : ''}
            {j.toLocationCode ? ` to ${j.toLocationCode}` : ''}. The picked lines go back to where
            and what they were before it, by a new adjustment journal; {j.journalNo} itself stays as
            posted.
          </p>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
          >
            <FieldRow
              id="adjust-date"
              label="Journal Date"
              required
              error={fieldErrors.journalDate}
            >
              <Input
                id="adjust-date"
                type="date"
                style={{ width: 180 }}
                value={journalDate}
                onChange={(e) => setJournalDate(e.target.value)}
              />
            </FieldRow>
            <FieldRow id="adjust-reason" label="Reason" required error={fieldErrors.remarks}>
              <Input.TextArea
                id="adjust-reason"
                rows={2}
                maxLength={512}
                value={remarks}
                onChange={(e) => setRemarks(e.target.value)}
              />
            </FieldRow>
            <FieldRow
              id="adjust-lines"
              label={`Lines to reverse (${selected.length} of ${open.length})`}
              required
              error={fieldErrors.lines}
            >
              <DataTable
                caption="Lines to reverse"
                rows={open}
                rowKey={(l) => l.id}
                selection={{ keys: selected, onChange: setPicked }}
                columns={[
                  { key: 'lineNo', title: '#', width: 56, render: (l) => l.lineNo },
                  { key: 'iccid', title: 'ICCID', width: 210, render: (l) => l.iccid },
                  { key: 'variant', title: 'Variant', render: (l) => l.variantCode },
                  {
                    key: 'back',
                    title: 'Goes back to',
                    width: 220,
                    render: (l) =>
                      `${l.fromLocationCode ? `${l.fromLocationCode}, ` : ''}${label(l.statusBefore)}`,
                  },
                  {
                    key: 'error',
                    title: 'Error',
                    render: (l) =>
                      lineErrors[l.id] ? (
                        <span className="field-row__error" role="alert">
                          {lineErrors[l.id]}
                        </span>
                      ) : null,
                  },
                ]}
              />
            </FieldRow>
            <FormAlert message={error} />
            <Space>
              <Button type="primary" htmlType="submit" loading={saving}>
                Post adjustment
              </Button>
              <Button onClick={() => navigate(`/setup/movement-journal-detail/${j.id}`)}>
                Cancel
              </Button>
            </Space>
          </form>
        </Panel>
      )}
    </PageFrame>
  );
}
