import { eq, inArray } from 'drizzle-orm';
import {
  PLAN_PRODUCT_COLUMNS,
  PLAN_PRODUCT_OPTIONAL_COLUMNS,
  PlanImportMessage as Msg,
  planProductRowSchema,
  toMinor,
  type PlanImportResult,
  type PlanProductRow,
} from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import type { AuthCompany } from '../../platform/auth/context.js';
import { companies, countries, currencies, products } from '../../db/schema/index.js';
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
  replaceCountries,
  requirePlan,
  syncListPrices,
  updateProducts,
  type ProductUpdate,
} from './plan.queries.js';

type Column = (typeof PLAN_PRODUCT_COLUMNS)[number];
interface Input {
  fileName: string;
  importedBy: string;
  content: Buffer;
}

/**
 * POST product/WanderProductPlan/Import/{planId}: a CSV of products
 * (productCode,productName,countryCodes,description,unitPrice,currency) created or updated by
 * productCode into the plan, owned by the working company. Every row is checked (the fields,
 * a code twice in the file or owned by another company, unknown countries and currencies); all
 * rows are written in one transaction with the history row, or none and the history says why.
 */
export async function importPlanProducts(
  db: Db,
  company: AuthCompany,
  planId: string,
  input: Input,
): Promise<PlanImportResult> {
  await requirePlan(db, planId);
  const file = await readImportFile<Column>(input.content, {
    all: PLAN_PRODUCT_COLUMNS,
    optional: PLAN_PRODUCT_OPTIONAL_COLUMNS,
    rowsLabel: 'product',
  });
  const fileName = storedFileName(input.fileName, 'products.csv');
  return inImportTransaction(db, (tx) =>
    importRows(tx, company, planId, { ...file, fileName, input }),
  );
}

async function knownCodes(tx: Tx, rows: Partial<PlanProductRow>[], entityCode: string) {
  const countryCodes = [...new Set(rows.flatMap((r) => r.countryCodes ?? []))];
  const currencyCodes = [...new Set(rows.map((r) => r.currency).filter((c) => !!c))] as string[];
  const [countryRows, currencyRows, [owner]] = await Promise.all([
    countryCodes.length
      ? tx
          .select({ code: countries.countryCode })
          .from(countries)
          .where(inArray(countries.countryCode, countryCodes))
      : [],
    currencyCodes.length
      ? tx
          .select({ code: currencies.currencyCode })
          .from(currencies)
          .where(inArray(currencies.currencyCode, currencyCodes))
      : [],
    tx
      .select({ currency: companies.defaultCurrency })
      .from(companies)
      .where(eq(companies.entityCode, entityCode)),
  ]);
  return {
    countries: new Set(countryRows.map((r) => r.code)),
    currencies: new Set(currencyRows.map((r) => r.code)),
    /** A new product's currency when its row names none. */
    defaultCurrency: owner?.currency ?? 'MYR',
  };
}

async function importRows(
  tx: Tx,
  company: AuthCompany,
  planId: string,
  file: { rows: CsvRow<Column>[]; present: Set<Column>; fileName: string; input: Input },
): Promise<PlanImportResult> {
  const errors = new RowErrors();
  const checked = file.rows.map((row) => ({ row, ...errors.parse(planProductRowSchema, row) }));
  const existing = new Map(
    (await productsByCode(tx, [...new Set(checked.map((r) => r.data.productCode ?? ''))])).map(
      (p) => [p.productCode, p],
    ),
  );
  const known = await knownCodes(
    tx,
    checked.map((r) => r.data),
    company.entityCode,
  );
  const firstRows = new FirstRows();
  for (const { row, data } of checked) {
    const code = data.productCode;
    const earlier = code === undefined ? null : firstRows.seen(code, row.row);
    if (earlier !== null) {
      errors.add(row.row, 'productCode', code, Msg.codeInFile('Product Code', earlier));
    } else if (
      code &&
      existing.get(code) &&
      existing.get(code)!.entityCode !== company.entityCode
    ) {
      errors.add(row.row, 'productCode', code, Msg.productOfOtherCompany);
    }
    for (const country of data.countryCodes ?? []) {
      if (!known.countries.has(country)) {
        errors.add(row.row, 'countryCodes', row.cells.countryCodes, Msg.unknownCountry(country));
      }
    }
    if (data.currency && !known.currencies.has(data.currency)) {
      errors.add(row.row, 'currency', row.cells.currency, Msg.unknownCurrency(data.currency));
    }
  }
  const parsed = checked.map(({ row, data }) => ({ row, data: data as PlanProductRow }));

  let createdRows = 0;
  if (errors.failedRows === 0) {
    const withDescription = file.present.has('description');
    const touched: { productId: string; countryCodes: string[] }[] = [];
    const created: (typeof products.$inferInsert)[] = [];
    const countriesOf = new Map<string, string[]>();
    const updates: ProductUpdate[] = [];
    for (const { data } of parsed) {
      const found = existing.get(data.productCode);
      const description = data.description || null;
      if (found) {
        updates.push({
          id: found.id,
          productName: data.productName,
          description: withDescription ? description : undefined,
          unitPriceMinor: toMinor(data.unitPrice),
          currency: data.currency ?? null,
          planId,
        });
        touched.push({ productId: found.id, countryCodes: data.countryCodes });
      } else {
        created.push({
          entityCode: company.entityCode,
          productCode: data.productCode,
          productName: data.productName,
          description,
          unitPriceMinor: toMinor(data.unitPrice),
          currency: data.currency ?? known.defaultCurrency,
          planId,
        });
        countriesOf.set(data.productCode, data.countryCodes);
      }
    }
    await updateProducts(tx, updates);
    for (let i = 0; i < created.length; i += 1000) {
      const ids = await tx
        .insert(products)
        .values(created.slice(i, i + 1000))
        .returning({ id: products.id, code: products.productCode });
      for (const { id, code } of ids) {
        touched.push({ productId: id, countryCodes: countriesOf.get(code)! });
      }
    }
    createdRows = created.length;
    await replaceCountries(tx, touched);
    // A product with variants keeps the list price of its cheapest variant.
    await syncListPrices(
      tx,
      touched.map((t) => t.productId),
    );
  }
  return recordImport(tx, {
    planId,
    entityCode: company.entityCode,
    kind: 'products',
    fileName: file.fileName,
    importedBy: file.input.importedBy,
    totalRows: file.rows.length,
    createdRows,
    errors,
  });
}
