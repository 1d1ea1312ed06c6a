import './orders.css';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from 'antd';
import { DataTable } from '../../crud/data-table';
import { Money } from '../../ui/money';
import { PageFrame } from '../../ui/page-frame';
import { OrderStatusTag } from './order-status-tag';
import { ordersApi } from './orders-api';

import { saleOrderKeys } from './sale-order-common';

/** /setup/sale-order-list: the distributor's direct sales, newest first. */
export function SaleOrderListPage() {
  const navigate = useNavigate();
  const [page, setPage] = useState({ index: 1, size: 10 });
  const body = {
    pageIndex: page.index,
    pageSize: page.size,
    filterColumns: [],
    sortColumns: [{ columnName: 'createdAt', sortOrder: 'desc' as const }],
  };
  const list = useQuery({
    queryKey: [...saleOrderKeys.all, body],
    queryFn: () => ordersApi.saleOrders.search(body),
    placeholderData: keepPreviousData,
  });
  return (
    <PageFrame
      title="Sale Orders"
      extra={
        <Button type="primary" onClick={() => navigate('/setup/sale-order-new')}>
          New
        </Button>
      }
    >
      <DataTable
        caption="Sale orders"
        rows={list.data?.items ?? []}
        rowKey={(r) => r.id}
        loading={list.isFetching}
        onRowOpen={(r) => navigate(`/setup/sale-order-detail/${r.id}`)}
        columns={[
          { key: 'documentNo', title: 'Document No', width: 140, render: (r) => r.documentNo },
          {
            key: 'date',
            title: 'Date',
            width: 180,
            render: (r) => new Date(r.createdAt).toLocaleString('en-GB'),
          },
          { key: 'customer', title: 'Customer', render: (r) => r.customerName },
          {
            key: 'status',
            title: 'Status',
            width: 120,
            render: (r) => <OrderStatusTag status={r.status} />,
          },
          {
            key: 'total',
            title: 'Total',
            width: 150,
            align: 'right',
            render: (r) => <Money value={r.totalAmount} currency={r.currency} />,
          },
        ]}
        pagination={{
          current: page.index,
          pageSize: page.size,
          total: list.data?.totalCount ?? 0,
          pageSizeOptions: [10, 20, 50, 100],
          onChange: (index, size) => setPage({ index, size }),
        }}
      />
    </PageFrame>
  );
}
