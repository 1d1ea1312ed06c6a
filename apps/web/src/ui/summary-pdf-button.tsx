import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LightButton } from './light/light-button';
import { LightInput } from './light/light-fields';
import { LightPopover } from './light/light-popover';
import { errorMessageOf } from '../lib/api';
import { showMessage } from './dialogs';
import { FieldRow } from './field-row';
import { pdfViewerPath } from './pdf-viewer-path';

const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/** The range check of the form, in the server's words (both days included). */
export function rangeError(from: string, to: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!from) errors.from = 'Start Date is required';
  if (!to) errors.to = 'End Date is required';
  if (from && to && to < from) errors.to = 'End Date should not be before Start Date';
  return errors;
}

/**
 * 'Summary PDF': picks a date range (this month by default) and opens the PDF `load` fetches for
 * it in the PDF viewer (the wallet, affiliate and referral commission summaries).
 */
export function SummaryPdfButton({
  id,
  label,
  load,
  disabled,
  disabledTitle,
}: {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  /** The form's accessible name ('Wallet summary'). */
  label: string;
  load: (startDate: string, endDate: string) => Promise<{ blob: Blob; fileName?: string | null }>;
  disabled?: boolean;
  disabledTitle?: string;
}) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ from: monthStart(), to: today() });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    const found = rangeError(range.from, range.to);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const file = await load(range.from, range.to);
      setOpen(false);
      navigate(pdfViewerPath(file.blob, file.fileName));
    } catch (error) {
      showMessage('error', errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const form = (
    <form
      className="wallet-summary-form"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        void generate();
      }}
    >
      <FieldRow id={`${id}-from`} label="Start Date" required error={errors.from}>
        <LightInput
          id={`${id}-from`}
          type="date"
          value={range.from}
          onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
        />
      </FieldRow>
      <FieldRow id={`${id}-to`} label="End Date" required error={errors.to}>
        <LightInput
          id={`${id}-to`}
          type="date"
          value={range.to}
          onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
        />
      </FieldRow>
      <div className="lt-row">
        <LightButton kind="primary" type="submit" loading={busy}>
          Open PDF
        </LightButton>
        <LightButton onClick={() => setOpen(false)}>Cancel</LightButton>
      </div>
    </form>
  );
  return (
    <LightPopover
      align="right"
      open={open}
      onOpenChange={setOpen}
      content={form}
      trigger={(props) => (
        <LightButton {...props} disabled={disabled} title={disabled ? disabledTitle : undefined}>
          Summary PDF
        </LightButton>
      )}
    />
  );
}
