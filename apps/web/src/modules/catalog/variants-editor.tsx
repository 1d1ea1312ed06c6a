import { lazy, Suspense, useState, type Key } from 'react';
import { Button, Space } from 'antd';
import {
  productVariantForm,
  SuccessMessage,
  type ProductDetail,
  type ProductVariantRow,
  type VariantQuantity,
} from '@wander/contract';
import { errorMessageOf } from '../../lib/api';
import { renderValue } from '../../crud/cell-format';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { confirmDialog, showMessage } from '../../ui/dialogs';
import { catalogAdminApi } from './catalog-admin-api';

// The form (antd Form and Modal) loads when a variant is added or edited.
const VariantDialog = lazy(() =>
  import('./variant-dialog').then((m) => ({ default: m.VariantDialog })),
);

export interface VariantsEditorProps {
  product: ProductDetail;
  quantities: VariantQuantity[] | undefined;
  can: { create: boolean; update: boolean; remove: boolean };
  /** After a change: reload the product and its stock. */
  onChanged: () => Promise<unknown>;
}

/**
 * A product's variants with the working company's available eSIMs of each: add and edit in a
 * dialog, delete one or the selected ones after 'Are you sure to delete?'. Only the product's
 * owner changes them (a distributor reads the platform's variants).
 */
export function VariantsEditor({ product, quantities, can, onChanged }: VariantsEditorProps) {
  const [dialog, setDialog] = useState<{ variant: ProductVariantRow | null } | null>(null);
  const [selected, setSelected] = useState<Key[]>([]);
  const owner = product.isOwner;
  const stock = new Map(quantities?.map((q) => [q.variantId, q.availableQuantity]));

  const remove = (ids: string[]) =>
    confirmDialog({
      onYes: async () => {
        try {
          const result = await catalogAdminApi.deleteVariants(ids);
          setSelected([]);
          await onChanged();
          showMessage('success', result.message ?? SuccessMessage.deleted);
        } catch (error) {
          // A variant with eSIMs or orders stays: say why.
          showMessage('error', errorMessageOf(error));
        }
      },
    });

  const columns: DataColumn<ProductVariantRow>[] = [
    ...productVariantForm.columns.map((c) => ({
      key: c.key as string,
      title: c.title,
      width: c.width,
      align: c.kind === 'money' || c.kind === 'number' ? ('right' as const) : undefined,
      render: (row: ProductVariantRow) =>
        renderValue(row[c.key as keyof ProductVariantRow], c.kind),
    })),
    {
      key: 'available',
      title: 'Available',
      width: 90,
      align: 'right',
      render: (row) => (quantities ? String(stock.get(row.variantId) ?? 0) : '…'),
    },
  ];
  if (owner && (can.update || can.remove)) {
    columns.push({
      key: 'actions',
      title: 'Actions',
      width: 150,
      render: (row) => (
        <Space size="small" onClick={(e) => e.stopPropagation()}>
          {can.update && (
            <Button size="small" onClick={() => setDialog({ variant: row })}>
              Edit
            </Button>
          )}
          {can.remove && (
            <Button
              size="small"
              danger
              aria-label={`Delete ${row.variantCode}`}
              onClick={() => remove([row.variantId])}
            >
              Delete
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {owner ? (
        <Space wrap>
          {can.create && (
            <Button type="primary" onClick={() => setDialog({ variant: null })}>
              Add Variant
            </Button>
          )}
          {can.remove && selected.length > 0 && (
            <Button danger onClick={() => remove(selected.map(String))}>
              Delete Selected ({selected.length})
            </Button>
          )}
        </Space>
      ) : (
        <p style={{ color: '#888', margin: 0 }}>
          This product belongs to the platform&apos;s catalogue: its variants are read-only here.
        </p>
      )}
      <DataTable<ProductVariantRow>
        caption="Variants"
        columns={columns}
        rows={product.productVariants}
        rowKey={(row) => row.variantId}
        onRowOpen={owner && can.update ? (row) => setDialog({ variant: row }) : undefined}
        selection={owner && can.remove ? { keys: selected, onChange: setSelected } : undefined}
      />
      {dialog && (
        <Suspense fallback={null}>
          <VariantDialog
            productId={product.productId}
            variant={dialog.variant}
            onClose={() => setDialog(null)}
            onSaved={async (result) => {
              setDialog(null);
              await onChanged();
              showMessage(
                'success',
                result.message ??
                  (dialog.variant ? SuccessMessage.updated : SuccessMessage.created),
              );
            }}
          />
        </Suspense>
      )}
    </Space>
  );
}
