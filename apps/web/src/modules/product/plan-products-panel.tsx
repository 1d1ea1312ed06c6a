import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Space } from 'antd';
import {
  ImportStatus,
  PLAN_IMPORT_ACTION,
  PLAN_IMPORT_MAX_ROWS,
  PLAN_PRODUCT_COLUMNS,
  PLAN_PRODUCT_TEMPLATE,
  PLAN_VARIANT_COLUMNS,
  PLAN_VARIANT_TEMPLATE,
  planImportHistoryList,
  wanderPlanResource,
  type PlanImportResult,
  type PlanProduct,
} from '@wander/contract';
import { errorMessageOf, type ApiResult, type FileResult } from '../../lib/api';
import { hasPermission } from '../../lib/access/permissions';
import { useSession } from '../../lib/session/session';
import { crudKeys } from '../../crud/crud-api';
import { DataTable, type DataColumn } from '../../crud/data-table';
import { Flag, Loading } from '../../crud/loading';
import { CsvUploadForm } from '../../ui/csv-upload-form';
import { showMessage } from '../../ui/dialogs';
import { FormAlert } from '../../ui/form-alert';
import { Money } from '../../ui/money';
import { Panel } from '../../ui/panel';
import { saveFile } from '../../ui/save-file';
import { planApi, planKeys } from './plan-api';
import { PlanImportHistory } from './plan-import-history';
import { PlanImportResultPanel } from './plan-import-result';

const csvHref = (text: string) => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;

const PRODUCT_COLUMNS: DataColumn<PlanProduct>[] = [
  { key: 'productCode', title: 'Product Code', width: 200, render: (p) => p.productCode },
  { key: 'productName', title: 'Product Name', render: (p) => p.productName },
  {
    key: 'countryCodes',
    title: 'Countries',
    width: 220,
    render: (p) => p.countryCodes.join(', ') || '-',
  },
  {
    key: 'variantCount',
    title: 'Variants',
    width: 90,
    align: 'right',
    render: (p) => p.variantCount,
  },
  {
    key: 'unitPrice',
    title: 'Unit Price',
    width: 140,
    align: 'right',
    render: (p) => <Money value={p.unitPrice} currency={p.currency} />,
  },
  {
    key: 'isActive',
    title: 'Active',
    width: 80,
    render: (p) => (p.isActive ? <Flag tone="good">Yes</Flag> : <Flag>No</Flag>),
  },
];

function ExportButton(props: {
  label: string;
  fallbackName: string;
  run: () => Promise<FileResult>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(await props.run(), props.fallbackName);
        } catch (error) {
          showMessage('error', errorMessageOf(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {props.label}
    </Button>
  );
}

function ImportForms(props: {
  planId: string;
  onResult: (r: ApiResult<PlanImportResult>) => void;
}) {
  const forms = [
    {
      title: 'Import products',
      fileLabel: 'Product file',
      columns: PLAN_PRODUCT_COLUMNS,
      template: PLAN_PRODUCT_TEMPLATE,
      templateName: 'wander-plan-products-template.csv',
      note: 'countryCodes are separated by ; (JP;KR). A product is created or updated by productCode.',
      upload: (file: File) => planApi.importProducts(props.planId, file),
    },
    {
      title: 'Import variants',
      fileLabel: 'Variant file',
      columns: PLAN_VARIANT_COLUMNS,
      template: PLAN_VARIANT_TEMPLATE,
      templateName: 'wander-plan-variants-template.csv',
      note: 'type is Data or DayPass. A variant is created or updated by variantCode, for a product of this plan.',
      upload: (file: File) => planApi.importVariants(props.planId, file),
    },
  ];
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {forms.map((form) => (
        <Panel key={form.title} title={form.title}>
          <CsvUploadForm
            fileLabel={form.fileLabel}
            hint={
              <>
                A CSV file with the header <code>{form.columns.join(',')}</code>, at most{' '}
                {PLAN_IMPORT_MAX_ROWS} rows. {form.note} Every row must be valid, or nothing is
                imported.{' '}
                <a href={csvHref(form.template)} download={form.templateName}>
                  Download the template
                </a>
              </>
            }
            upload={form.upload}
            onDone={props.onResult}
          />
        </Panel>
      ))}
    </Space>
  );
}

/**
 * Under the Wander plan's detail and edit pages: the plan's products, the two exports, the product
 * and variant imports with their result (row errors), and the import history.
 */
export function PlanProductsPanel({ id }: { id: string; editing: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const canImport = hasPermission(profile, wanderPlanResource.permission, PLAN_IMPORT_ACTION);
  const [result, setResult] = useState<PlanImportResult | null>(null);
  const plan = useQuery({ queryKey: planKeys.detail(id), queryFn: () => planApi.detail(id) });

  const onResult = async ({ data, message }: ApiResult<PlanImportResult>) => {
    setResult(data);
    showMessage(data.status === ImportStatus.failed ? 'error' : 'success', message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: planKeys.all(id) }),
      queryClient.invalidateQueries({ queryKey: crudKeys.all(planImportHistoryList.apiPath) }),
    ]);
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Panel
        title={`Products${plan.data ? ` (${plan.data.products.length})` : ''}`}
        extra={
          <Space wrap>
            <ExportButton
              label="Export Variants (CSV)"
              fallbackName="plan-variants.csv"
              run={() => planApi.exportVariants(id)}
            />
            <ExportButton
              label="Export Plan (Excel)"
              fallbackName="plan-data-plans.xlsx"
              run={() => planApi.exportPlan(id)}
            />
          </Space>
        }
      >
        {plan.isPending && <Loading />}
        {plan.isError && <FormAlert message={errorMessageOf(plan.error)} />}
        {plan.data && (
          <DataTable<PlanProduct>
            caption="Products of the plan"
            columns={PRODUCT_COLUMNS}
            rows={plan.data.products}
            rowKey={(p) => p.productId}
            onRowOpen={(p) => navigate(`/setup/product-detail/${p.productId}`)}
          />
        )}
      </Panel>
      {canImport && <ImportForms planId={id} onResult={onResult} />}
      {result && <PlanImportResultPanel result={result} />}
      <PlanImportHistory planId={id} />
    </Space>
  );
}
