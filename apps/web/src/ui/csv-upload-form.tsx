import { useRef, useState, type ReactNode } from 'react';
import { Button, Space } from 'antd';
import { ApiError } from '../lib/api/api-error';
import { useApiCall } from '../lib/api/use-api-call';
import { FormAlert } from './form-alert';

export interface CsvUploadFormProps<R> {
  /** The file input's accessible name ("SMS file"). */
  fileLabel: string;
  /** What the file must look like (header, row limit, a template link). */
  hint: ReactNode;
  /** Sends the file (multipart); throws the API error on a refusal. */
  upload: (file: File) => Promise<R>;
  /** After a successful upload; the chosen file is cleared. */
  onDone: (result: R) => void | Promise<void>;
  /** The file types the picker offers (CSV by default). */
  accept?: string;
}

/**
 * Choose a CSV file and import it: the Import button is enabled once a file is chosen and busy
 * while the upload runs (with a status line); a refused file shows the server's message above it,
 * and under it every line the server names (the file's `file` errors: each bad cell by its row
 * and column).
 */
export function CsvUploadForm<R>({
  fileLabel,
  hint,
  upload,
  onDone,
  accept = '.csv,text/csv',
}: CsvUploadFormProps<R>) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const call = useApiCall(upload);
  const refusal = call.error instanceof ApiError ? call.error : null;
  const fileErrors = (refusal?.fieldErrors.file ?? []).filter((line) => line !== refusal?.message);
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        const result = await call.run(file);
        if (result === undefined) return;
        setFile(null);
        if (input.current) input.current.value = '';
        await onDone(result);
      }}
    >
      <Space orientation="vertical">
        <div style={{ color: '#888' }}>{hint}</div>
        <input
          ref={input}
          type="file"
          accept={accept}
          aria-label={fileLabel}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
        <FormAlert
          message={refusal && fileErrors.length > 0 ? refusal.message : call.errorMessage}
        />
        {fileErrors.length > 0 && (
          <ul className="csv-upload-errors" aria-label="Refused rows">
            {fileErrors.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {call.loading && file && <span role="status">Importing {file.name}…</span>}
        <Button type="primary" htmlType="submit" disabled={!file} loading={call.loading}>
          Import
        </Button>
      </Space>
    </form>
  );
}
