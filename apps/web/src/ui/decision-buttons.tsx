import { useState } from 'react';
import { Button, Input, Space } from 'antd';

/**
 * A four-eyes decision: a note (optional to approve, required to reject: 'Note is required'),
 * Approve where the user may approve, and Reject. The callbacks get the trimmed note and do the
 * confirming and calling.
 */
export function DecisionButtons({
  approveLabel = 'Approve',
  rejectLabel = 'Reject',
  canApprove,
  canReject = true,
  onApprove,
  onReject,
}: {
  approveLabel?: string;
  rejectLabel?: string;
  canApprove: boolean;
  canReject?: boolean;
  onApprove: (note: string) => void;
  onReject: (note: string) => void;
}) {
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        aria-label="Note"
        placeholder="Note (required to reject)"
        rows={2}
        maxLength={256}
        value={note}
        status={noteError ? 'error' : undefined}
        onChange={(e) => {
          setNote(e.target.value);
          setNoteError(null);
        }}
      />
      {noteError && (
        <div className="field-error" role="alert" style={{ color: '#ff4d4f' }}>
          {noteError}
        </div>
      )}
      <Space wrap>
        {canApprove && (
          <Button type="primary" onClick={() => onApprove(note.trim())}>
            {approveLabel}
          </Button>
        )}
        {canReject && (
          <Button
            danger
            onClick={() => (note.trim() ? onReject(note.trim()) : setNoteError('Note is required'))}
          >
            {rejectLabel}
          </Button>
        )}
      </Space>
    </Space>
  );
}
