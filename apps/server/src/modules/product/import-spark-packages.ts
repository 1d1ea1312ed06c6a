import {
  ImportStatus,
  SPARK_PACKAGE_COLUMNS,
  SPARK_PACKAGE_OPTIONAL_COLUMNS,
  SparkPackageMessage as Msg,
  sparkPackageRowSchema,
  variantValueOf,
  type SparkPackageColumn as Column,
  type SparkPackageImportResult,
  type SparkPackageRow,
  composedPlanNames,
  dataAndDaysIn,
} from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { products, productVariants, sparkPackageImports } from '../../db/schema/index.js';
import {
  FirstRows,
  inImportTransaction,
  readImportFile,
  RowErrors,
  storedFileName,
  type CsvRow,
} from '../../crud/import-file.js';
import { productsByCode, replaceCountries, updateVariants } from './plan.queries.js';
import {
  companyCurrency,
  knownReferences,
  packageVariantsByCode,
  upsertCosts,
  wholesaleCostType,
} from './spark-package.queries.js';

interface Input {
  fileName: string;
  importedBy: string;
  content: Buffer;
}
type Variant = Awaited<ReturnType<typeof packageVariantsByCode>>[number];
type Product = Awaited<ReturnType<typeof productsByCode>>[number];

/** "Japan", "Japan, Korea, Thailand", or "Japan + 7 more" for a long list. */
function coverage(codes: string[], names: Map<string, string>) {
  const named = codes.map((c) => names.get(c) ?? c);
  return named.length <= 3 ? named.join(', ') : `${named[0]} + ${named.length - 1} more`;
}

const describe = (row: SparkPackageRow) =>
  `${row.dataGb}GB${row.isDayPass ? '/day' : ''} ${row.days} day${row.days === 1 ? '' : 's'}`;

/** A new plan's names in Bahasa Melayu and Chinese (issue 41): place, data and days. */
function localNames(row: SparkPackageRow) {
  const product = composedPlanNames(row);
  return {
    productNameMs: product.ms,
    productNameZh: product.zh,
    variantNameMs: dataAndDaysIn(row, 'ms'),
    variantNameZh: dataAndDaysIn(row, 'zh'),
  };
}

/** Why a row's package code cannot be written by this company, or null. */
function codeProblem(
  row: SparkPackageRow,
  product: Product | undefined,
  variant: Variant | undefined,
  company: AuthCompany,
) {
  if (product && product.entityCode !== company.entityCode) return Msg.productOfOtherCompany;
  if (!variant || variant.productCode === row.packageCode) return null;
  return variant.entityCode === company.entityCode
    ? Msg.variantOfOtherProduct(variant.productCode)
    : Msg.productOfOtherCompany;
}

/**
 * POST product/SparkPackage/Import: an upstream provider's package list (CSV, or the first sheet
 * of an xlsx workbook) with packageCode,countries,days,dataGb,isDayPass,network,cost,currency.
 * Each package is a product (code = package code) for its countries with one variant (the same
 * code) and a wholesale eSIM cost in its currency from today; an existing package is updated.
 * Every row is checked; all rows are written in one transaction with the history row, or none
 * and the history says why.
 */
export async function importSparkPackages(
  db: Db,
  company: AuthCompany,
  input: Input,
): Promise<SparkPackageImportResult> {
  const file = await readImportFile<Column>(input.content, {
    xlsx: true,
    all: SPARK_PACKAGE_COLUMNS,
    optional: SPARK_PACKAGE_OPTIONAL_COLUMNS,
    rowsLabel: 'package',
  });
  const fileName = storedFileName(input.fileName, 'spark-packages.csv');
  return inImportTransaction(db, (tx) =>
    importRows(tx, company, { ...file, fileName, importedBy: input.importedBy }),
  );
}

interface ParsedFile {
  rows: CsvRow<Column>[];
  present: Set<Column>;
  fileName: string;
  importedBy: string;
}

async function importRows(
  tx: Tx,
  company: AuthCompany,
  file: ParsedFile,
): Promise<SparkPackageImportResult> {
  const errors = new RowErrors();
  const checked = file.rows.map((row) => ({ row, ...errors.parse(sparkPackageRowSchema, row) }));
  const codes = [...new Set(checked.map((r) => r.data.packageCode ?? ''))];
  const [productRows, variantRows, known] = await Promise.all([
    productsByCode(tx, codes),
    packageVariantsByCode(tx, codes),
    knownReferences(tx, [...new Set(checked.flatMap((r) => r.data.countries ?? []))], [
      ...new Set(checked.map((r) => r.data.currency).filter((c) => !!c)),
    ] as string[]),
  ]);
  const productOf = new Map(productRows.map((p) => [p.productCode, p]));
  const variantOf = new Map(variantRows.map((v) => [v.variantCode, v]));
  const firstRows = new FirstRows();
  for (const { row, data } of checked) {
    const code = data.packageCode;
    if (code !== undefined) {
      const earlier = firstRows.seen(code, row.row);
      const problem =
        earlier !== null
          ? Msg.codeInFile(earlier)
          : codeProblem(data as SparkPackageRow, productOf.get(code), variantOf.get(code), company);
      if (problem) errors.add(row.row, 'packageCode', row.cells.packageCode, problem);
    }
    for (const country of data.countries ?? []) {
      if (!known.countries.has(country)) {
        errors.add(row.row, 'countries', row.cells.countries, Msg.unknownCountry(country));
      }
    }
    if (data.currency && !known.currencies.has(data.currency)) {
      errors.add(row.row, 'currency', row.cells.currency, Msg.unknownCurrency(data.currency));
    }
  }

  let createdRows = 0;
  if (errors.failedRows === 0) {
    const rows = checked.map(({ data }) => data as SparkPackageRow);
    createdRows = await writePackages(tx, company, rows, {
      productOf,
      variantOf,
      countryNames: known.countries,
      keepNetwork: !file.present.has('network'),
      fileName: file.fileName,
    });
  }
  return recordImport(tx, company, file, errors, createdRows);
}

/** Writes every package (products, countries, variants, today's costs); answers how many are new. */
async function writePackages(
  tx: Tx,
  company: AuthCompany,
  rows: SparkPackageRow[],
  context: {
    productOf: Map<string, Product>;
    variantOf: Map<string, Variant>;
    countryNames: Map<string, string>;
    keepNetwork: boolean;
    fileName: string;
  },
): Promise<number> {
  const { productOf, variantOf } = context;
  const productIdOf = new Map(productRows(productOf));
  const newProducts = rows.filter((r) => !productOf.has(r.packageCode));
  if (newProducts.length > 0) {
    const currency = await companyCurrency(tx, company.entityCode);
    for (let i = 0; i < newProducts.length; i += 1000) {
      const ids = await tx
        .insert(products)
        .values(
          newProducts.slice(i, i + 1000).map((r) => ({
            entityCode: company.entityCode,
            productCode: r.packageCode,
            productName: `${coverage(r.countries, context.countryNames)} ${describe(r)}`,
            productNameMs: localNames(r).productNameMs,
            productNameZh: localNames(r).productNameZh,
            unitPriceMinor: 0,
            currency,
            // No sale price yet: the product stays out of the catalogue until it is priced.
            isActive: false,
          })),
        )
        .returning({ id: products.id, code: products.productCode });
      for (const { id, code } of ids) productIdOf.set(code, id);
    }
  }
  await replaceCountries(
    tx,
    rows.map((r) => ({ productId: productIdOf.get(r.packageCode)!, countryCodes: r.countries })),
  );

  const variantIdOf = new Map([...variantOf].map(([code, v]) => [code, v.id]));
  await updateVariants(
    tx,
    rows
      .filter((r) => variantOf.has(r.packageCode))
      .map((r) => {
        const existing = variantOf.get(r.packageCode)!;
        const same =
          existing.days === r.days &&
          Number(existing.dataGb) === r.dataGb &&
          existing.isDayPass === r.isDayPass;
        return {
          id: existing.id,
          variantName: same ? existing.variantName : describe(r),
          variantValue: same ? existing.variantValue : variantValueOf(valueOf(r)),
          days: r.days,
          dataGb: r.dataGb,
          isDayPass: r.isDayPass,
          networkName: context.keepNetwork ? undefined : r.network,
          unitPriceMinor: existing.unitPriceMinor,
        };
      }),
  );
  const newVariants = rows.filter((r) => !variantOf.has(r.packageCode));
  for (let i = 0; i < newVariants.length; i += 1000) {
    const ids = await tx
      .insert(productVariants)
      .values(
        newVariants.slice(i, i + 1000).map((r) => ({
          productId: productIdOf.get(r.packageCode)!,
          variantCode: r.packageCode,
          variantName: describe(r),
          variantNameMs: localNames(r).variantNameMs,
          variantNameZh: localNames(r).variantNameZh,
          variantValue: variantValueOf(valueOf(r)),
          days: r.days,
          dataGb: r.dataGb,
          isDayPass: r.isDayPass,
          networkName: r.network,
          unitPriceMinor: 0,
        })),
      )
      .returning({ id: productVariants.id, code: productVariants.variantCode });
    for (const { id, code } of ids) variantIdOf.set(code, id);
  }

  const costTypeId = await wholesaleCostType(tx, company.entityCode);
  const today = new Date().toISOString().slice(0, 10);
  await upsertCosts(
    tx,
    rows.map((r) => ({
      entityCode: company.entityCode,
      costTypeId,
      productId: productIdOf.get(r.packageCode)!,
      variantId: variantIdOf.get(r.packageCode)!,
      currency: r.currency,
      amount: r.cost,
      effectiveDate: today,
      remarks: `Spark package import ${context.fileName}`.slice(0, 256),
    })),
  );
  return newVariants.length;
}

const valueOf = (r: SparkPackageRow) => ({ data: r.dataGb, days: r.days, isDayPass: r.isDayPass });
const productRows = (productOf: Map<string, Product>) =>
  [...productOf].map(([code, p]) => [code, p.id] as [string, string]);

/** Stores the history row of an import (either way) and answers it. */
async function recordImport(
  tx: Tx,
  company: AuthCompany,
  file: ParsedFile,
  errors: RowErrors,
  createdRows: number,
): Promise<SparkPackageImportResult> {
  const failedRows = errors.failedRows;
  const ok = failedRows === 0;
  const totalRows = file.rows.length;
  const counts = {
    totalRows,
    createdRows: ok ? createdRows : 0,
    updatedRows: ok ? totalRows - createdRows : 0,
    failedRows,
  };
  const list = errors.sorted();
  const [history] = await tx
    .insert(sparkPackageImports)
    .values({
      entityCode: company.entityCode,
      fileName: file.fileName,
      ...counts,
      errors: list,
      importedBy: file.importedBy,
    })
    .returning({ id: sparkPackageImports.id });
  return {
    importId: history.id,
    fileName: file.fileName,
    status: ok ? ImportStatus.completed : ImportStatus.failed,
    ...counts,
    errors: list,
  };
}
