import { useRef, useState } from 'react';
import { Button } from 'antd';
import {
  FILE_ACCEPT,
  filePaths,
  MAX_UPLOAD_BYTES,
  FileMessage,
  isFileId,
  type FileKind,
  type UploadedFile,
} from '@wander/contract';
import { apiRequest, errorMessageOf } from '../lib/api';
import { FileImage } from '../ui/file-image';

/**
 * An 'image' or 'document' field: choose a file, it is uploaded at once to `{entity}/files` with
 * the bearer token, and the field holds the uploaded file's id (saved with the form). The server
 * checks the bytes; the size is checked here first to spare a long upload.
 */
export function FileFieldInput({
  entity,
  kind,
  label,
  id,
  value,
  disabled,
  onChange,
}: {
  entity: string;
  kind: FileKind;
  label: string;
  id?: string;
  value: unknown;
  disabled: boolean;
  onChange?: (value: unknown) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const current = typeof value === 'string' && value ? value : null;

  const upload = async (file: File) => {
    setError(null);
    if (file.size > MAX_UPLOAD_BYTES) return setError(FileMessage.tooLarge);
    const formData = new FormData();
    formData.append('file', file);
    setBusy(true);
    try {
      const result = await apiRequest<UploadedFile>(filePaths.upload(entity), {
        method: 'POST',
        formData,
      });
      setFileName(result.data.fileName);
      onChange?.(result.data.id);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="file-field">
      {current && kind === 'image' && (
        <FileImage
          value={current}
          variant="thumbnail"
          alt={label}
          className="file-field__preview"
        />
      )}
      {current && kind === 'document' && (
        <span className="file-field__name">
          {fileName ?? (isFileId(current) ? 'PDF document' : current)}
        </span>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        style={{ display: 'none' }}
        accept={FILE_ACCEPT[kind]}
        aria-label={label}
        disabled={disabled || busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <div className="file-field__actions">
        <Button onClick={() => input.current?.click()} loading={busy} disabled={disabled}>
          {current ? `Replace ${kind}` : `Upload ${kind}`}
        </Button>
        {current && (
          <Button type="text" danger disabled={disabled || busy} onClick={() => onChange?.(null)}>
            Remove
          </Button>
        )}
      </div>
      <div className="file-field__hint">
        {kind === 'image' ? 'PNG, JPEG or WebP' : 'PDF'}, at most 5 MB
      </div>
      {error && (
        <div role="alert" className="file-field__error">
          {error}
        </div>
      )}
    </div>
  );
}
