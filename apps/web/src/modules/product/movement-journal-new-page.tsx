import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Input, Select, Space } from 'antd';
import {
  JOURNAL_LOCATIONS,
  JOURNAL_TYPE_LABELS,
  MovingJournalMessage,
  NEW_JOURNAL_TYPES,
  type NewJournalType,
} from '@wander/contract';
import { ApiError, errorMessageOf } from '../../lib/api';
import { showMessage } from '../../ui/dialogs';
import { FieldRow } from '../../ui/field-row';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { JournalLinesEditor, type JournalLine } from './journal-lines-editor';
import { isIccidText, JOURNAL_LIST, journalKeys, journalsApi } from './movement-journal-api';

const today = () => new Date().toISOString().slice(0, 10);
const TYPE_OPTIONS = NEW_JOURNAL_TYPES.map((value) => ({
  value,
  label: JOURNAL_TYPE_LABELS[value],
}));
const HEADER_FIELDS = [
  'journalType',
  'journalDate',
  'fromLocationId',
  'toLocationId',
  'remarks',
  'lines',
];

interface Header {
  journalType: NewJournalType | null;
  journalDate: string;
  fromLocationId: string | null;
  toLocationId: string | null;
  remarks: string;
}

/** The form's own checks, in the contract's words; the server checks the same again. */
function headerErrors(h: Header, lines: JournalLine[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!h.journalType) errors.journalType = 'Journal Type is required';
  if (!h.journalDate) errors.journalDate = 'Journal Date is required';
  const needs = h.journalType ? JOURNAL_LOCATIONS[h.journalType] : null;
  if (needs?.from && !h.fromLocationId) errors.fromLocationId = 'From Location is required';
  if (needs?.to && !h.toLocationId) errors.toLocationId = 'To Location is required';
  if (needs?.from && needs.to && h.fromLocationId && h.fromLocationId === h.toLocationId)
    errors.toLocationId = MovingJournalMessage.sameLocation;
  if (lines.length === 0) errors.lines = 'Add at least one eSIM';
  else if (lines.some((l) => !isIccidText(l.iccid)))
    errors.lines = 'Remove or correct the lines with an error';
  return errors;
}

/**
 * /setup/movement-journal-new: a receipt, transfer, issue or write-off with its eSIMs, posted at
 * once. ICCIDs are pasted or scanned in bulk or found at the source; a refused line shows its
 * error against it and nothing moves.
 */
export function MovementJournalNewPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [header, setHeader] = useState<Header>({
    journalType: null,
    journalDate: today(),
    fromLocationId: null,
    toLocationId: null,
    remarks: '',
  });
  const [lines, setLines] = useState<JournalLine[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const locations = useQuery({ queryKey: journalKeys.locations, queryFn: journalsApi.locations });
  const needs = header.journalType ? JOURNAL_LOCATIONS[header.journalType] : null;
  const set = <K extends keyof Header>(key: K, value: Header[K]) =>
    setHeader((h) => ({ ...h, [key]: value }));
  const source = !needs ? undefined : needs.from ? (header.fromLocationId ?? undefined) : null;

  const post = async () => {
    setError(null);
    const errors = headerErrors(header, lines);
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setSaving(true);
    const sent = lines;
    try {
      const journal = await journalsApi.create({
        journalType: header.journalType!,
        journalDate: header.journalDate,
        fromLocationId: needs?.from ? header.fromLocationId : null,
        toLocationId: needs?.to ? header.toLocationId : null,
        remarks: header.remarks.trim() || null,
        lines: sent.map((l) => ({ iccid: l.iccid })),
      });
      await queryClient.invalidateQueries({ queryKey: journalKeys.all });
      showMessage('success', journal.message ?? MovingJournalMessage.posted);
      navigate(`/setup/movement-journal-detail/${journal.data.id}`, { replace: true });
    } catch (e) {
      const byLine: Record<string, string> = {};
      const byField: Record<string, string> = {};
      if (e instanceof ApiError) {
        for (const [key, messages] of Object.entries(e.fieldErrors)) {
          const line = /^lines\.(\d+)/.exec(key);
          if (line && sent[Number(line[1])]) byLine[sent[Number(line[1])].iccid] = messages[0];
          else if (HEADER_FIELDS.includes(key)) byField[key] = messages[0];
        }
      }
      setLineErrors(byLine);
      setFieldErrors(byField);
      setError(errorMessageOf(e));
    } finally {
      setSaving(false);
    }
  };

  const locationSelect = (key: 'fromLocationId' | 'toLocationId', label: string) => (
    <FieldRow id={`journal-${key}`} label={label} required error={fieldErrors[key]}>
      <Select
        id={`journal-${key}`}
        aria-label={label}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="Select a location"
        style={{ width: 280 }}
        loading={locations.isLoading}
        value={header[key] ?? undefined}
        onChange={(value: string) => set(key, value)}
        options={locations.data ?? []}
      />
    </FieldRow>
  );

  return (
    <PageFrame title="New Movement Journal" breadcrumb={[JOURNAL_LIST]}>
      <Panel>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void post();
          }}
        >
          <Space wrap align="start" size="large">
            <FieldRow
              id="journal-type"
              label="Journal Type"
              required
              error={fieldErrors.journalType}
            >
              <Select
                id="journal-type"
                aria-label="Journal Type"
                placeholder="Select a type"
                style={{ width: 200 }}
                value={header.journalType ?? undefined}
                onChange={(value: NewJournalType) => set('journalType', value)}
                options={TYPE_OPTIONS}
              />
            </FieldRow>
            <FieldRow
              id="journal-date"
              label="Journal Date"
              required
              error={fieldErrors.journalDate}
            >
              <Input
                id="journal-date"
                type="date"
                style={{ width: 180 }}
                value={header.journalDate}
                onChange={(e) => set('journalDate', e.target.value)}
              />
            </FieldRow>
            {needs?.from && locationSelect('fromLocationId', 'From Location')}
            {needs?.to && locationSelect('toLocationId', 'To Location')}
          </Space>
          <FieldRow id="journal-remarks" label="Remarks" error={fieldErrors.remarks}>
            <Input.TextArea
              id="journal-remarks"
              rows={2}
              maxLength={512}
              value={header.remarks}
              onChange={(e) => set('remarks', e.target.value)}
            />
          </FieldRow>
          <FieldRow id="journal-paste" label="eSIMs" required error={fieldErrors.lines}>
            <JournalLinesEditor
              lines={lines}
              onChange={(next) => {
                setLines(next);
                if (fieldErrors.lines) setFieldErrors(({ lines: _, ...rest }) => rest);
              }}
              errors={lineErrors}
              source={source}
            />
          </FieldRow>
          <FormAlert message={error} />
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              Post
            </Button>
            <Button onClick={() => navigate(JOURNAL_LIST.path)}>Cancel</Button>
          </Space>
        </form>
      </Panel>
    </PageFrame>
  );
}
