import './movement-journal.css';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space } from 'antd';
import { ICCID_MESSAGE, MAX_JOURNAL_LINES, type JournalSerialOption } from '@wander/contract';
import { DataTable } from '../../crud/data-table';
import { isIccidText, journalsApi, parseIccids } from './movement-journal-api';

export interface JournalLine {
  iccid: string;
  variantCode?: string;
  productName?: string;
}

export interface LinesEditorProps {
  lines: JournalLine[];
  onChange: (lines: JournalLine[]) => void;
  /** Line errors by ICCID (the server's, or the form's own). */
  errors: Record<string, string>;
  /** Where the eSIMs are taken from: a location id, null for not yet received, undefined: none. */
  source: string | null | undefined;
}

/** Adds codes not listed yet; answers how many were added and how many were already there. */
function merge(lines: JournalLine[], added: JournalLine[]) {
  const seen = new Set(lines.map((l) => l.iccid));
  const fresh: JournalLine[] = [];
  for (const line of added) {
    if (seen.has(line.iccid)) continue;
    seen.add(line.iccid);
    fresh.push(line);
  }
  return { lines: [...lines, ...fresh], added: fresh.length, skipped: added.length - fresh.length };
}

/** Search the source's available eSIMs and add one, or every one found. */
function SerialSearch(props: {
  source: string | null;
  listed: Set<string>;
  onAdd: (found: JournalSerialOption[]) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  const results = useQuery({
    queryKey: ['movement-journals', 'serials', props.source, search],
    queryFn: () => journalsApi.serials(props.source, search ?? ''),
    enabled: search !== null,
  });
  const found = results.data ?? [];
  const notListed = found.filter((s) => !props.listed.has(s.iccid));
  return (
    <div className="journal-lines__search">
      <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
        <Input
          aria-label="Find eSIMs"
          placeholder="ICCID, variant code or product"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            setSearch(text.trim());
          }}
        />
        <Button onClick={() => setSearch(text.trim())} loading={results.isFetching}>
          Find
        </Button>
      </Space.Compact>
      {search !== null && !results.isFetching && (
        <div className="journal-lines__results">
          <Space>
            <span>
              {found.length} available eSIM{found.length === 1 ? '' : 's'}
              {props.source ? ' at the source' : ' not yet received'}
              {found.length >= 100 ? ' (first 100)' : ''}
            </span>
            {notListed.length > 0 && (
              <Button onClick={() => props.onAdd(notListed)}>Add all {notListed.length}</Button>
            )}
          </Space>
          <ul className="journal-lines__found">
            {found.slice(0, 20).map((s) => (
              <li key={s.iccid}>
                {props.listed.has(s.iccid) ? (
                  <Button size="small" disabled aria-label={`Added ${s.iccid}`}>
                    Added
                  </Button>
                ) : (
                  <Button
                    size="small"
                    onClick={() => props.onAdd([s])}
                    aria-label={`Add ${s.iccid}`}
                  >
                    Add
                  </Button>
                )}{' '}
                {s.iccid} · {s.variantCode} · {s.productName}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The lines of a new journal: ICCIDs pasted or scanned (one per line, or separated by commas or
 * spaces), or found among the source's available eSIMs; each line shows its own error.
 */
export function JournalLinesEditor({ lines, onChange, errors, source }: LinesEditorProps) {
  const [pasted, setPasted] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const add = (added: JournalLine[]) => {
    const result = merge(lines, added);
    const room = MAX_JOURNAL_LINES - lines.length;
    const kept = result.lines.slice(0, lines.length + Math.max(room, 0));
    onChange(kept);
    const cut = result.lines.length - kept.length;
    setNote(
      `${result.added - cut} added` +
        (result.skipped ? `, ${result.skipped} already listed` : '') +
        (cut > 0 ? `, ${cut} over the limit of ${MAX_JOURNAL_LINES}` : ''),
    );
  };
  const errorOf = (line: JournalLine) =>
    errors[line.iccid] ?? (isIccidText(line.iccid) ? null : ICCID_MESSAGE);
  const refused = lines.filter((l) => errorOf(l)).length;
  const position = new Map(lines.map((l, i) => [l.iccid, i + 1]));
  return (
    <div className="journal-lines">
      <label htmlFor="journal-paste" className="field-row__label">
        Paste or scan ICCIDs
      </label>
      <Input.TextArea
        id="journal-paste"
        rows={3}
        placeholder="One ICCID per line (a scanner's Enter starts the next), or separated by commas"
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
      />
      <Space style={{ margin: '8px 0' }}>
        <Button
          disabled={!pasted.trim()}
          onClick={() => {
            add(parseIccids(pasted).map((iccid) => ({ iccid })));
            setPasted('');
          }}
        >
          Add ICCIDs
        </Button>
        {note && <span role="status">{note}</span>}
      </Space>
      {source !== undefined && (
        <SerialSearch
          source={source}
          listed={new Set(position.keys())}
          onAdd={(found) =>
            add(
              found.map((s) => ({
                iccid: s.iccid,
                variantCode: s.variantCode,
                productName: s.productName,
              })),
            )
          }
        />
      )}
      <Space style={{ margin: '8px 0' }}>
        <strong>
          {lines.length} eSIM{lines.length === 1 ? '' : 's'}
        </strong>
        {refused > 0 && (
          <>
            <span className="journal-lines__refused">{refused} with an error</span>
            <Button onClick={() => onChange(lines.filter((l) => !errorOf(l)))}>
              Remove lines with errors
            </Button>
          </>
        )}
        {lines.length > 0 && <Button onClick={() => onChange([])}>Clear all</Button>}
      </Space>
      <DataTable
        caption="Journal lines"
        rows={lines}
        rowKey={(l) => l.iccid}
        columns={[
          { key: 'no', title: '#', width: 56, render: (l) => position.get(l.iccid) },
          { key: 'iccid', title: 'ICCID', width: 220, render: (l) => l.iccid },
          {
            key: 'variant',
            title: 'Variant',
            render: (l) => (l.variantCode ? `${l.variantCode} · ${l.productName}` : '-'),
          },
          {
            key: 'error',
            title: 'Error',
            render: (l) => {
              const error = errorOf(l);
              return error ? (
                <span className="field-row__error" role="alert">
                  {error}
                </span>
              ) : null;
            },
          },
          {
            key: 'remove',
            title: '',
            width: 90,
            render: (l) => (
              <button
                type="button"
                className="journal-lines__remove"
                aria-label={`Remove ${l.iccid}`}
                onClick={() => onChange(lines.filter((x) => x !== l))}
              >
                Remove
              </button>
            ),
          },
        ]}
      />
    </div>
  );
}
