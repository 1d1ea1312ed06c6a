import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Input, Space, Tag } from 'antd';
import {
  JOURNAL_TYPE_LABELS,
  MOVING_JOURNAL_PERMISSION,
  type MovingJournalRow,
  type PagingRequest,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { DataTable } from '../../crud/data-table';
import { FilterSelect, optionsOf } from '../../ui/filter-select';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { journalKeys, journalsApi, journalTypeLabel } from './movement-journal-api';

const TYPE_COLORS: Record<string, string> = {
  receipt: 'green',
  transfer: 'blue',
  issue: 'gold',
  write_off: 'red',
  adjustment: 'purple',
};

export function JournalTypeTag({ type }: { type: string }) {
  return <Tag color={TYPE_COLORS[type] ?? 'default'}>{journalTypeLabel(type)}</Tag>;
}

/** What became of a journal: reversed in part or whole, or the journal an adjustment reverses. */
export function journalState(r: MovingJournalRow) {
  if (r.adjustsJournalNo) return `Reverses ${r.adjustsJournalNo}`;
  if (r.reversedCount === 0) return 'Posted';
  return r.reversedCount === r.lineCount
    ? 'Reversed'
    : `${r.reversedCount} of ${r.lineCount} reversed`;
}

/** /setup/movement-journal-list: the working company's stock movements, newest first. */
export function MovementJournalListPage() {
  const navigate = useNavigate();
  const { profile } = useSession();
  const canPost = hasPermission(profile, MOVING_JOURNAL_PERMISSION, 'Create');
  const [page, setPage] = useState({ index: 1, size: 10 });
  const [type, setType] = useState<string | null>(null);
  const [journalNo, setJournalNo] = useState('');
  const body: PagingRequest = {
    pageIndex: page.index,
    pageSize: page.size,
    filterColumns: [
      ...(type ? [{ columnName: 'journalType', filterValue: type, operator: 'eq' as const }] : []),
      ...(journalNo.trim()
        ? [
            {
              columnName: 'journalNo',
              filterValue: journalNo.trim(),
              operator: 'contains' as const,
            },
          ]
        : []),
    ],
    sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' }],
  };
  const list = useQuery({
    queryKey: journalKeys.list(body),
    queryFn: () => journalsApi.search(body),
    placeholderData: keepPreviousData,
  });
  return (
    <PageFrame
      title="Movement Journals"
      breadcrumb={[{ title: 'Setup', path: '/setup' }]}
      extra={
        canPost && (
          <Button type="primary" onClick={() => navigate('/setup/movement-journal-new')}>
            New
          </Button>
        )
      }
    >
      <Panel>
        <Space wrap style={{ marginBottom: 12 }}>
          <FilterSelect
            label="Journal Type"
            placeholder="All types"
            width={180}
            value={type}
            onChange={(v) => {
              setType(v);
              setPage((p) => ({ ...p, index: 1 }));
            }}
            options={optionsOf(JOURNAL_TYPE_LABELS)}
          />
          <Input.Search
            aria-label="Journal No"
            placeholder="Journal No"
            allowClear
            style={{ width: 200 }}
            onSearch={(v) => {
              setJournalNo(v);
              setPage((p) => ({ ...p, index: 1 }));
            }}
          />
        </Space>
        {list.isError && <FormAlert message={errorMessageOf(list.error)} />}
        <DataTable
          caption="Movement journals"
          rows={list.data?.items ?? []}
          rowKey={(r) => r.id}
          loading={list.isFetching}
          onRowOpen={(r) => navigate(`/setup/movement-journal-detail/${r.id}`)}
          columns={[
            { key: 'journalNo', title: 'Journal No', width: 130, render: (r) => r.journalNo },
            { key: 'journalDate', title: 'Date', width: 120, render: (r) => r.journalDate },
            {
              key: 'journalType',
              title: 'Type',
              width: 120,
              render: (r) => <JournalTypeTag type={r.journalType} />,
            },
            { key: 'from', title: 'From', width: 150, render: (r) => r.fromLocationCode ?? '-' },
            { key: 'to', title: 'To', width: 150, render: (r) => r.toLocationCode ?? '-' },
            {
              key: 'lineCount',
              title: 'eSIMs',
              width: 80,
              align: 'right',
              render: (r) => r.lineCount,
            },
            { key: 'remarks', title: 'Remarks', render: (r) => r.remarks ?? '' },
            { key: 'state', title: 'State', width: 170, render: journalState },
          ]}
          pagination={{
            current: page.index,
            pageSize: page.size,
            total: list.data?.totalCount ?? 0,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (index, size) => setPage({ index, size }),
          }}
        />
      </Panel>
    </PageFrame>
  );
}
