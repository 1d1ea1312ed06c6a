import { eq } from 'drizzle-orm';
import { fromMinor, PLAN_VARIANT_COLUMNS, VariantType } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { toCsv } from '../../platform/http/csv-file.js';
import { asBuffer } from '../../platform/workers/buffers.js';
import { runInWorker } from '../../platform/workers/pool.js';
import { products } from '../../db/schema/index.js';
import { planVariants, requirePlan, visibleProducts, type PlanViewer } from './plan.queries.js';
import type { PlanSheet } from './plan-workbook.worker.js';

const WORKER = new URL('./plan-workbook.worker.ts', import.meta.url);

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** "Japan Data Pack" -> "japan-data-pack" for file names. */
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'plan';

const typeOf = (isDayPass: boolean) => (isDayPass ? VariantType.dayPass : VariantType.data);
const price = (minor: number) => fromMinor(minor).toFixed(2);

/**
 * GET product/WanderProductPlan/ExportProductVariant/{planId}: the variants of the plan's products
 * the working company owns (what it may import back), in exactly the ImportProductVariant format.
 */
export async function exportPlanVariants(db: Tx, company: PlanViewer['company'], planId: string) {
  const plan = await requirePlan(db, planId);
  const rows = (await planVariants(db, planId, eq(products.entityCode, company.entityCode)))
    .filter((r) => r.variantCode !== null)
    .map((r) => [
      r.productCode,
      r.variantCode,
      r.variantName,
      r.days,
      Number(r.dataGb),
      typeOf(r.isDayPass!),
      r.networkName ?? '',
      price(r.unitPriceMinor!),
    ]);
  return {
    buffer: toCsv(PLAN_VARIANT_COLUMNS, rows),
    fileName: `${slug(plan.planName)}-variants.csv`,
  };
}

/**
 * A worksheet name Excel (and exceljs) accepts, from a plan name: none of * ? : \\ / [ ], no
 * quotation mark first or last, 1 to 31 characters, not the reserved 'History'.
 */
export function sheetName(planName: string): string {
  const name = planName
    .replace(/[*?:\\/[\]]/g, ' ')
    .slice(0, 31)
    .replace(/^[\s']+|[\s']+$/g, '');
  return name === '' || name.toLowerCase() === 'history' ? 'Plan' : name;
}

/**
 * GET product/WanderProductPlan/ExportDataPlanWithVariant/{planId}: an .xlsx of the plan's
 * products the caller sees, one row per variant (a product without variants has one row),
 * written on a worker thread (plan-workbook.worker.ts).
 */
export async function exportPlanWorkbook(db: Tx, viewer: PlanViewer, planId: string) {
  const plan = await requirePlan(db, planId);
  const rows = await planVariants(db, planId, visibleProducts(viewer));
  const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'Yes' : 'No');
  const sheetRows = rows.map((r) => {
    const hasVariant = r.variantCode !== null;
    return {
      productCode: r.productCode,
      productName: r.productName,
      countries: r.countryCodes.join(';'),
      productActive: yesNo(r.productActive),
      variantCode: r.variantCode ?? '',
      variantName: r.variantName ?? '',
      days: r.days ?? '',
      dataGb: hasVariant ? Number(r.dataGb) : '',
      type: hasVariant ? typeOf(r.isDayPass!) : '',
      networkName: r.networkName ?? '',
      unitPrice: hasVariant ? fromMinor(r.unitPriceMinor!) : '',
      currency: r.currency,
      variantActive: yesNo(r.variantActive),
    };
  });
  const buffer = asBuffer(
    await runInWorker<PlanSheet, Uint8Array>(WORKER, 'planWorkbook', {
      name: sheetName(plan.planName),
      rows: sheetRows,
    }),
  );
  return { buffer, fileName: `${slug(plan.planName)}-data-plans.xlsx` };
}
