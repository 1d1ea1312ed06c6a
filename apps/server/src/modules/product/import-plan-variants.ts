import {
  PLAN_VARIANT_COLUMNS,
  PLAN_VARIANT_OPTIONAL_COLUMNS,
  PlanImportMessage as Msg,
  planVariantRowSchema,
  toMinor,
  VariantType,
  variantValueOf,
  type PlanImportResult,
  type PlanVariantRow,
} from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { productVariants } from '../../db/schema/index.js';
import {
  FirstRows,
  inImportTransaction,
  readImportFile,
  recordImport,
  RowErrors,
  storedFileName,
  type CsvRow,
} from '../../crud/import-file.js';
import {
  productsByCode,
  requirePlan,
  syncListPrices,
  updateVariants,
  variantsByCode,
  type VariantUpdate,
} from './plan.queries.js';

type Column = (typeof PLAN_VARIANT_COLUMNS)[number];
interface Input {
  fileName: string;
  importedBy: string;
  content: Buffer;
}
type Product = Awaited<ReturnType<typeof productsByCode>>[number];
type Variant = Awaited<ReturnType<typeof variantsByCode>>[number];

/**
 * POST product/WanderProductPlan/ImportProductVariant/{planId}: a CSV of variants
 * (productCode,variantCode,variantName,days,dataGb,type,networkName,unitPrice) of the plan's
 * products that the working company owns, created or updated by variantCode. All rows or none,
 * with the history row either way. The file ExportProductVariant writes imports back unchanged.
 */
export async function importPlanVariants(
  db: Db,
  company: AuthCompany,
  planId: string,
  input: Input,
): Promise<PlanImportResult> {
  await requirePlan(db, planId);
  const file = await readImportFile<Column>(input.content, {
    all: PLAN_VARIANT_COLUMNS,
    optional: PLAN_VARIANT_OPTIONAL_COLUMNS,
    rowsLabel: 'variant',
  });
  const fileName = storedFileName(input.fileName, 'variants.csv');
  return inImportTransaction(db, (tx) =>
    importRows(tx, company, planId, { ...file, fileName, input }),
  );
}

/** Why a row's product cannot take variants from this company into this plan, or null. */
function productProblem(product: Product | undefined, company: AuthCompany, planId: string) {
  if (!product) return Msg.productNotFound;
  if (product.entityCode !== company.entityCode) return Msg.productOfOtherCompany;
  if (product.planId !== planId) return Msg.productNotInPlan;
  return null;
}

/** Why a row's variant code cannot be written for this product, or null. */
function variantProblem(variant: Variant | undefined, product: Product, company: AuthCompany) {
  if (!variant || variant.productId === product.id) return null;
  return variant.entityCode === company.entityCode
    ? Msg.variantOfOtherProduct(variant.productCode)
    : Msg.variantExists;
}

function columnsOf(data: PlanVariantRow, existing: Variant | undefined) {
  const isDayPass = data.type === VariantType.dayPass;
  const same =
    existing &&
    existing.days === data.days &&
    Number(existing.dataGb) === data.dataGb &&
    existing.isDayPass === isDayPass;
  return {
    variantName: data.variantName,
    // The picker value stays as it was unless what it describes changed.
    variantValue: same
      ? existing.variantValue
      : variantValueOf({ data: data.dataGb, days: data.days, isDayPass }),
    days: data.days,
    dataGb: data.dataGb,
    isDayPass,
    networkName: data.networkName === undefined ? undefined : data.networkName || null,
    unitPriceMinor: toMinor(data.unitPrice),
  };
}

async function importRows(
  tx: Tx,
  company: AuthCompany,
  planId: string,
  file: { rows: CsvRow<Column>[]; fileName: string; input: Input },
): Promise<PlanImportResult> {
  const errors = new RowErrors();
  const checked = file.rows.map((row) => ({ row, ...errors.parse(planVariantRowSchema, row) }));
  const codesOf = (column: 'productCode' | 'variantCode') => [
    ...new Set(checked.map((r) => r.data[column] ?? '')),
  ];
  const [productRows, variantRows] = await Promise.all([
    productsByCode(tx, codesOf('productCode')),
    variantsByCode(tx, codesOf('variantCode')),
  ]);
  const productOf = new Map(productRows.map((p) => [p.productCode, p]));
  const variantOf = new Map(variantRows.map((v) => [v.variantCode, v]));
  const firstRows = new FirstRows();
  for (const { row, data } of checked) {
    const product = data.productCode === undefined ? undefined : productOf.get(data.productCode);
    const problem =
      data.productCode === undefined ? null : productProblem(product, company, planId);
    if (problem) errors.add(row.row, 'productCode', data.productCode, problem);
    if (data.variantCode === undefined) continue;
    const earlier = firstRows.seen(data.variantCode, row.row);
    const codeProblem =
      earlier !== null
        ? Msg.codeInFile('Variant Code', earlier)
        : product && variantProblem(variantOf.get(data.variantCode), product, company);
    if (codeProblem) errors.add(row.row, 'variantCode', data.variantCode, codeProblem);
  }
  const parsed = checked.map(({ row, data }) => ({ row, data: data as PlanVariantRow }));

  let createdRows = 0;
  if (errors.failedRows === 0) {
    const productIds = new Set<string>();
    const created: (typeof productVariants.$inferInsert)[] = [];
    const updates: VariantUpdate[] = [];
    for (const { data } of parsed) {
      const product = productOf.get(data.productCode)!;
      const existing = variantOf.get(data.variantCode);
      productIds.add(product.id);
      if (existing) {
        updates.push({ id: existing.id, ...columnsOf(data, existing) });
      } else {
        created.push({
          productId: product.id,
          variantCode: data.variantCode,
          ...columnsOf(data, undefined),
        });
      }
    }
    await updateVariants(tx, updates);
    for (let i = 0; i < created.length; i += 1000) {
      await tx.insert(productVariants).values(created.slice(i, i + 1000));
    }
    createdRows = created.length;
    await syncListPrices(tx, [...productIds]);
  }
  return recordImport(tx, {
    planId,
    entityCode: company.entityCode,
    kind: 'variants',
    fileName: file.fileName,
    importedBy: file.input.importedBy,
    totalRows: file.rows.length,
    createdRows,
    errors,
  });
}
