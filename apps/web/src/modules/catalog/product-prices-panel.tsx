import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import {
  BELOW_COST_WARNING,
  SuccessMessage,
  type ProductMargins,
  type ProductPrices,
  type VariantPrice,
} from '@wander/contract';
import { Flag } from '../../crud/loading';
import { errorMessageOf } from '../../lib/api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Loading } from '../../crud/loading';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { catalogAdminApi, productAdminKeys } from './catalog-admin-api';
import { FieldError, NumberBox } from './price-inputs';
import {
  bodyOf,
  checkDraft,
  draftOf,
  serverErrorsOf,
  tierPrice,
  type PathErrors,
  type PriceDraft,
} from './price-draft';

interface EditorProps {
  productId: string;
  data: ProductPrices;
  canUpdate: boolean;
  /** Cost and margin (Cost Setup), when the user may see costs. */
  margins?: ProductMargins;
}

/** The distributor's cost of a variant in its price currency, or null when it keeps none. */
function costOf(margins: ProductMargins | undefined, variantId: string, distributor: string) {
  const v = margins?.variants.find((m) => m.variantId === variantId);
  const price = v?.prices.find((p) => p.entityCode === distributor && p.label !== 'List Price');
  return price?.cost ?? null;
}

function PricesEditor({ productId, data, canUpdate, margins }: EditorProps) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<PriceDraft>(() => draftOf(data));
  const [errors, setErrors] = useState<PathErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setDraft(draftOf(data)), [data]);

  const setPrice = (i: number, patch: Partial<PriceDraft['prices'][number]>) =>
    setDraft((d) => ({ ...d, prices: d.prices.map((p, j) => (j === i ? { ...p, ...patch } : p)) }));
  const setTier = (i: number, patch: Partial<PriceDraft['tiers'][number]>) =>
    setDraft((d) => ({ ...d, tiers: d.tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) }));

  const save = async () => {
    const body = bodyOf(draft, data.distributorEntityCode);
    const invalid = checkDraft(body);
    setErrors(invalid ?? {});
    setFormError(null);
    if (invalid) return;
    setSaving(true);
    try {
      const result = await catalogAdminApi.savePrices(productId, body);
      queryClient.setQueryData(
        productAdminKeys.prices(productId, data.distributorEntityCode),
        result.data,
      );
      void queryClient.invalidateQueries({ queryKey: productAdminKeys.margins(productId) });
      showMessage('success', result.message ?? SuccessMessage.updated);
    } catch (error) {
      setErrors(serverErrorsOf(error));
      setFormError(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  const variantOptions = [
    { label: 'All variants', value: '' },
    ...data.variants.map((v) => ({ label: v.variantCode, value: v.variantId })),
  ];
  const priceColumns: DataColumn<VariantPrice>[] = [
    { key: 'variantCode', title: 'Variant Code', width: 220, render: (v) => v.variantCode },
    { key: 'variantName', title: 'Variant Name', render: (v) => v.variantName },
    {
      key: 'listPrice',
      title: 'List Price',
      width: 110,
      align: 'right',
      render: (v) => <Money value={v.listPrice} />,
    },
    {
      key: 'unitPrice',
      title: `Selling Price (${data.currency})`,
      width: 170,
      render: (v) => {
        const i = data.variants.indexOf(v);
        return (
          <>
            <NumberBox
              label={`Selling price of ${v.variantCode}`}
              placeholder="Not sold"
              disabled={!canUpdate}
              value={draft.prices[i]?.unitPrice ?? ''}
              onChange={(unitPrice) => setPrice(i, { unitPrice })}
            />
            <FieldError text={errors[`prices.${i}.unitPrice`]} />
          </>
        );
      },
    },
    ...(margins
      ? [
          {
            key: 'cost',
            title: 'Cost',
            width: 170,
            render: (v: VariantPrice) => {
              const cost = costOf(margins, v.variantId, data.distributorEntityCode);
              if (cost === null) return '-';
              const typed = draft.prices[data.variants.indexOf(v)]?.unitPrice ?? '';
              const below = typed !== '' && Number(typed) < cost;
              return (
                <>
                  <Money value={cost} /> {below && <Flag tone="bad">{BELOW_COST_WARNING}</Flag>}
                </>
              );
            },
          } satisfies DataColumn<VariantPrice>,
        ]
      : []),
    {
      key: 'isActive',
      title: 'Active',
      width: 70,
      render: (v) => {
        const i = data.variants.indexOf(v);
        return (
          <input
            type="checkbox"
            aria-label={`${v.variantCode} active`}
            disabled={!canUpdate}
            checked={draft.prices[i]?.isActive ?? false}
            onChange={(e) => setPrice(i, { isActive: e.target.checked })}
          />
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      <DataTable<VariantPrice>
        caption="Variant prices"
        columns={priceColumns}
        rows={data.variants}
        rowKey={(v) => v.variantId}
      />
      <h3 style={{ margin: 0 }}>Quantity discounts</h3>
      {draft.tiers.length === 0 && <p style={{ margin: 0, color: '#888' }}>No discount tiers.</p>}
      {draft.tiers.map((tier, i) => {
        const price = tierPrice(draft, tier);
        return (
          <Space key={i} align="start" wrap>
            <div>
              <NumberBox
                before="From"
                after="eSIMs"
                label={`Min quantity of tier ${i + 1}`}
                disabled={!canUpdate}
                value={tier.minQuantity}
                onChange={(minQuantity) => setTier(i, { minQuantity })}
              />
              <FieldError text={errors[`discountTiers.${i}.minQuantity`]} />
            </div>
            <div>
              <NumberBox
                after="% off"
                label={`Discount of tier ${i + 1}`}
                disabled={!canUpdate}
                value={tier.discountPercent}
                onChange={(discountPercent) => setTier(i, { discountPercent })}
              />
              <FieldError text={errors[`discountTiers.${i}.discountPercent`]} />
            </div>
            <select
              className="native-select"
              style={{ minWidth: 220, height: 32 }}
              aria-label={`Variant of tier ${i + 1}`}
              disabled={!canUpdate}
              value={tier.variantId ?? ''}
              onChange={(e) => setTier(i, { variantId: e.target.value || null })}
            >
              {variantOptions.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <span style={{ lineHeight: '32px' }}>
              {price === null ? '-' : <Money value={price} currency={data.currency} />}
            </span>
            {canUpdate && (
              <Button
                onClick={() =>
                  setDraft((d) => ({ ...d, tiers: d.tiers.filter((_, j) => j !== i) }))
                }
              >
                Remove
              </Button>
            )}
          </Space>
        );
      })}
      <FormAlert message={formError} />
      {canUpdate && (
        <Space>
          <Button
            onClick={() =>
              setDraft((d) => ({
                ...d,
                tiers: [...d.tiers, { variantId: null, minQuantity: '', discountPercent: '' }],
              }))
            }
          >
            Add Tier
          </Button>
          <Button type="primary" loading={saving} onClick={save}>
            Save Prices
          </Button>
        </Space>
      )}
    </Space>
  );
}

/**
 * A distributor's selling prices of a product's variants and its quantity discount tiers: a
 * distributor edits its own; a platform admin picks the distributor.
 */
export function ProductPricesPanel({
  productId,
  canUpdate,
  margins,
}: {
  productId: string;
  canUpdate: boolean;
  margins?: ProductMargins;
}) {
  const distributors = useQuery({
    queryKey: ['product-admin', 'distributors'],
    queryFn: catalogAdminApi.distributors,
    staleTime: 60_000,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const distributor = picked ?? distributors.data?.[0]?.value ?? null;
  const prices = useQuery({
    queryKey: productAdminKeys.prices(productId, distributor ?? ''),
    queryFn: () => catalogAdminApi.prices(productId, distributor!),
    enabled: !!distributor,
  });
  if (distributors.isError) return <FormAlert message={errorMessageOf(distributors.error)} />;
  if (distributors.data?.length === 0) return <p>No distributor sells through this company.</p>;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {(distributors.data?.length ?? 0) > 1 && (
        <label>
          Distributor{' '}
          <select
            className="native-select"
            style={{ minWidth: 260, height: 32 }}
            value={distributor ?? ''}
            onChange={(e) => setPicked(e.target.value)}
          >
            {distributors.data?.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {prices.isPending && <Loading />}
      {prices.isError && <FormAlert message={errorMessageOf(prices.error)} />}
      {prices.data && (
        <PricesEditor
          productId={productId}
          data={prices.data}
          canUpdate={canUpdate}
          margins={margins}
        />
      )}
    </Space>
  );
}
