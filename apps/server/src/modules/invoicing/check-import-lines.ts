import {
  EMAIL_PATTERN,
  InvoiceImportMessage as Msg,
  MAX_ORDER_LINES,
  type ImportRowError,
} from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { distributorPrices } from '../orders/index.js';
import type { ImportLine } from './import-invoices.js';
import { availableStock, variantsByCode } from './invoice-import.queries.js';

/** One sale of the file: the rows of one reference, with their variants resolved. */
export interface ImportSale {
  reference: string;
  firstRow: number;
  customerName: string;
  customerEmail: string;
  lines: { variantId: string; qty: number }[];
}

const MAX_QTY = 10_000;

/**
 * Checks every row of an invoice import against the distributor's catalogue and stock: required
 * cells, the e-mail, one customer per reference, a known variant the distributor prices, a whole
 * quantity 1..10000, and enough available eSIMs for the whole file per variant. Answers every
 * error found (the import then creates nothing) or the sales to create, in file order.
 */
export async function checkImportLines(tx: Tx, distributor: string, lines: ImportLine[]) {
  const errors: ImportRowError[] = [];
  const refuse = (line: ImportLine, column: keyof ImportLine, message: string) =>
    errors.push({ row: line.row, column, value: String(line[column]), message });

  const codes = [...new Set(lines.map((l) => l.variantCode).filter(Boolean))];
  const variants = new Map((await variantsByCode(tx, codes)).map((v) => [v.code, v.id]));
  const priced = new Set(
    (await distributorPrices(tx, distributor, [...variants.values()])).map((p) => p.variantId),
  );
  const sales = new Map<string, ImportSale>();
  const needed = new Map<string, { qty: number; lines: ImportLine[] }>();

  for (const line of lines) {
    if (!line.reference) refuse(line, 'reference', Msg.referenceRequired);
    else if (line.reference.length > 64) refuse(line, 'reference', Msg.referenceTooLong);
    if (!line.customerName) refuse(line, 'customerName', Msg.customerNameRequired);
    else if (line.customerName.length > 120) refuse(line, 'customerName', Msg.customerNameTooLong);
    if (line.customerEmail && !validEmail(line.customerEmail)) {
      refuse(line, 'customerEmail', Msg.email);
    }
    const variantId = variants.get(line.variantCode);
    if (!variantId) refuse(line, 'variantCode', Msg.unknownVariant);
    else if (!priced.has(variantId)) refuse(line, 'variantCode', Msg.unpriced);
    const qty = /^\d{1,5}$/.test(line.quantity) ? Number(line.quantity) : NaN;
    if (!(qty >= 1 && qty <= MAX_QTY)) refuse(line, 'quantity', Msg.quantity);
    if (!line.reference) continue;

    const sale = sales.get(line.reference);
    if (!sale) {
      sales.set(line.reference, {
        reference: line.reference,
        firstRow: line.row,
        customerName: line.customerName,
        customerEmail: line.customerEmail,
        lines: [],
      });
    } else if (
      sale.customerName !== line.customerName ||
      sale.customerEmail.toLowerCase() !== line.customerEmail.toLowerCase()
    ) {
      refuse(line, 'customerName', Msg.customerMismatch(sale.firstRow));
    }
    const current = sales.get(line.reference)!;
    if (current.lines.length >= MAX_ORDER_LINES) {
      refuse(line, 'reference', Msg.tooManyLines(MAX_ORDER_LINES));
    }
    if (variantId && priced.has(variantId) && qty >= 1 && qty <= MAX_QTY) {
      current.lines.push({ variantId, qty });
      const total = needed.get(variantId) ?? { qty: 0, lines: [] };
      total.qty += qty;
      total.lines.push(line);
      needed.set(variantId, total);
    }
  }

  const stock = await availableStock(tx, distributor, [...needed.keys()]);
  for (const [variantId, total] of needed) {
    const available = stock.get(variantId) ?? 0;
    if (available < total.qty) {
      for (const line of total.lines) {
        refuse(line, 'quantity', Msg.insufficientStock(available, total.qty));
      }
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return { errors, sales: [...sales.values()] };
}

const validEmail = (email: string) => email.length <= 256 && EMAIL_PATTERN.test(email);
