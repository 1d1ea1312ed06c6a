import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DataTable } from '../../crud/data-table';
import { PageFrame } from '../../ui/page-frame';
import {
  documentTypeLabel,
  purchaseSetupKeys,
  purchaseSetupsApi,
  type PurchaseSetup,
} from './purchase-setups-api';

/**
 * /setup/purchase-setup-list (Sequence Setup): how the working company numbers its purchase
 * orders, invoices and sale orders. A row opens its edit screen.
 */
export function PurchaseSetupListPage() {
  const navigate = useNavigate();
  const list = useQuery({ queryKey: purchaseSetupKeys.all, queryFn: purchaseSetupsApi.list });
  return (
    <PageFrame title="Sequence Setup" breadcrumb={[{ title: 'Setup', path: '/setup' }]}>
      <DataTable<PurchaseSetup>
        caption="Document sequences"
        rows={list.data ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        onRowOpen={(r) => navigate(`/setup/purchase-setup-edit/${r.id}`)}
        columns={[
          {
            key: 'documentType',
            title: 'Document',
            render: (r) => documentTypeLabel(r.documentType),
          },
          { key: 'prefix', title: 'Prefix', width: 120, render: (r) => r.prefix },
          {
            key: 'nextNumber',
            title: 'Next Number',
            width: 140,
            align: 'right',
            render: (r) => r.nextNumber,
          },
          {
            key: 'padding',
            title: 'Padding',
            width: 100,
            align: 'right',
            render: (r) => r.padding,
          },
          { key: 'preview', title: 'Next Document No', width: 180, render: (r) => r.preview },
        ]}
      />
    </PageFrame>
  );
}
