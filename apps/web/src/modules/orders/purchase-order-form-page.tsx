import './orders.css';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { LightButton as Button } from '../../ui/light/light-button';
import { LightSelect } from '../../ui/light/light-fields';
import { CatalogPath, type DistributorOption, type PurchaseOrderInput } from '@wander/contract';
import { api } from '../../lib/api';
import { orderErrorText } from './order-errors';
import { FormAlert } from '../../ui/form-alert';
import { PageFrame } from '../../ui/page-frame';
import { Panel } from '../../ui/panel';
import { showMessage } from '../../ui/dialogs';
import { cartActions, getCart, isFromCatalog } from '../catalog';
import { FieldRow } from './field-row';
import { OrderLinesEditor, type EditableLine } from './order-lines-editor';
import { OrderTotals } from './order-lines-view';
import { useOrderQuote } from './use-order-quote';
import { linesToSave, quantitiesValid } from './order-line-quantity';
import { orderKeys, ordersApi } from './orders-api';

/**
 * /purchase-order-new (from the stored cart when it came from the catalogue, or by hand) and
 * /purchase-order-edit/{id} (while the order is a draft).
 */
export function PurchaseOrderFormPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const fromCatalog = !id && isFromCatalog(location.state);
  const [distributor, setDistributor] = useState<string | null>(null);
  const [lines, setLines] = useState<EditableLine[]>([]);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const distributors = useQuery({
    queryKey: ['catalog', 'distributors'],
    queryFn: () => api.get<DistributorOption[]>(CatalogPath.distributorOptions),
  });
  const existing = useQuery({
    queryKey: orderKeys.detail('buyer', id ?? ''),
    queryFn: () => ordersApi.detail(id!),
    enabled: !!id,
  });

  useEffect(() => {
    if (fromCatalog) {
      const cart = getCart();
      setDistributor(cart.distributor?.entityCode ?? null);
      setLines(
        cart.products
          .filter((p) => p.variantId)
          .map((p) => ({
            variantId: p.variantId!,
            name: [p.productName, p.variantName].filter(Boolean).join(' - '),
            qty: p.qty,
            unitPrice: p.unitPrice,
            promotions: p.promotions,
          })),
      );
    }
  }, [fromCatalog]);
  useEffect(() => {
    const po = existing.data;
    if (!po) return;
    setDistributor(po.distributorEntityCode);
    setRemarks(po.remarks ?? '');
    setLines(
      po.lines.map((l) => ({
        variantId: l.variantId,
        name: `${l.productName} - ${l.variantName}`,
        qty: l.qty,
        unitPrice: l.unitPrice,
      })),
    );
  }, [existing.data]);
  useEffect(() => {
    if (!distributor && !id && !fromCatalog && distributors.data?.length)
      setDistributor(distributors.data[0].value);
  }, [distributor, distributors.data, id, fromCatalog]);

  const { quote, error: quoteError } = useOrderQuote(distributor, lines);

  const save = async () => {
    setError(null);
    if (!distributor) return setError('Distributor is required');
    if (lines.length === 0) return setError('Please add at least one plan to the order');
    setTried(true);
    if (!quantitiesValid(lines)) return;
    const body: PurchaseOrderInput = {
      distributorEntityCode: distributor,
      remarks: remarks || null,
      lines: linesToSave(lines),
    };
    setSaving(true);
    try {
      const po = id ? await ordersApi.update(id, body) : await ordersApi.create(body);
      if (fromCatalog) cartActions.clear();
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      showMessage('success', id ? 'Update successfully!' : 'Create successfully!');
      navigate(`/purchase-order-detail/${po.id}`, { replace: true });
    } catch (e) {
      setError(
        orderErrorText(
          e,
          lines.map((l) => l.name),
        ),
      );
    } finally {
      setSaving(false);
    }
  };

  const title = id
    ? `Edit Purchase Order ${existing.data?.documentNo ?? ''}`.trim()
    : 'New Purchase Order';
  return (
    <PageFrame
      title={title}
      breadcrumb={[{ title: 'Purchase Orders', path: '/purchase-order-list' }]}
    >
      <Panel>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <FieldRow id="po-distributor" label="Distributor" required>
            <LightSelect
              id="po-distributor"
              aria-label="Distributor"
              value={distributor ?? undefined}
              onChange={(value) => {
                if (value !== distributor) setLines([]);
                setDistributor(value);
              }}
              disabled={fromCatalog}
              loading={distributors.isLoading}
              options={distributors.data ?? []}
              style={{ maxWidth: 420 }}
            />
          </FieldRow>
          <FieldRow id="po-plans" label="Plans" required>
            <OrderLinesEditor
              distributor={distributor}
              lines={lines}
              onChange={setLines}
              quote={quote}
              showErrors={tried}
            />
            {quote && <OrderTotals {...quote} />}
            {quoteError && <FormAlert message={quoteError} />}
          </FieldRow>
          <FieldRow id="po-remarks" label="Remarks">
            <textarea
              className="lt-input"
              aria-label="Remarks"
              maxLength={512}
              rows={2}
              value={remarks}
              onChange={(e) => setRemarks(e.target.value)}
            />
          </FieldRow>
          <FormAlert message={error} />
          <div className="lt-row">
            <Button kind="primary" type="submit" loading={saving}>
              {id ? 'Save' : 'Create Order'}
            </Button>
            <Button
              onClick={() => navigate(id ? `/purchase-order-detail/${id}` : '/purchase-order-list')}
            >
              Cancel
            </Button>
          </div>
        </form>
      </Panel>
    </PageFrame>
  );
}
