import { InvoiceImportStatus, type ImportRowError } from '@wander/contract';
import type { AuthCompany } from '../../platform/auth/context.js';
import type { Db, Tx } from '../../platform/db/client.js';
import type { JobQueue } from '../../platform/jobs/jobs.js';
import { AppError } from '../../platform/http/errors.js';
import { createSaleOrder, moveSaleOrder, type OrderActor } from '../orders/index.js';
import { checkImportLines, type ImportSale } from './check-import-lines.js';
import { INVOICE_IMPORT_JOB, type InvoiceImportJob } from './import-invoices.js';
import {
  companyOf,
  failStaleImports,
  finishImport,
  lockQueuedImport,
} from './invoice-import.queries.js';

/** How many row errors an import keeps (the file may have up to 1000 rows). */
const MAX_REPORTED = 200;
/** A Queued import this old lost its job (a crash before it ran): it is Failed. */
const STALE_AFTER_MINUTES = 60;
const SWEEP_EVERY_MS = 10 * 60_000;

async function actorOf(tx: Tx, job: InvoiceImportJob): Promise<OrderActor> {
  const company = await companyOf(tx, job.entityCode);
  if (!company) throw AppError.notFound('Company');
  const auth: AuthCompany = {
    id: company.id,
    entityCode: company.entityCode,
    companyName: company.companyName,
    customCode: company.customCode,
    companyType: company.companyType,
    parentEntityCode: company.parentEntityCode ?? null,
    isSetupFully: true,
  };
  return { userId: job.userId, email: '', company: auth };
}

/** One confirmed sale order per reference, each with its invoice and eSIMs (sale-orders.ts). */
async function createSales(tx: Tx, actor: OrderActor, sales: ImportSale[], fileName: string) {
  for (const sale of sales) {
    try {
      const so = await createSaleOrder(tx, actor, {
        customerName: sale.customerName,
        customerEmail: sale.customerEmail || null,
        remarks: `Imported from ${fileName}, reference ${sale.reference}`.slice(0, 512),
        lines: sale.lines,
      });
      await moveSaleOrder(tx, actor, so.id, 'Confirmed');
    } catch (error) {
      if (error instanceof AppError) throw Object.assign(error, { sale });
      throw error;
    }
  }
  return sales.length;
}

/**
 * The invoices.import job: under the import row's lock (a second run finds it no longer Queued),
 * checks every row, then creates every sale and its invoice in one savepoint. Any row error, or a
 * business refusal while creating (stock taken meanwhile, plans in two currencies), leaves
 * nothing created and the import Failed with the reasons; otherwise Completed with the count.
 */
export async function runInvoiceImport(db: Db, job: InvoiceImportJob) {
  await db.transaction(async (tx) => {
    const record = await lockQueuedImport(tx, job.importId);
    if (!record) return;
    const { errors, sales } = await checkImportLines(tx, job.entityCode, job.lines);
    const fail = (list: ImportRowError[]) =>
      finishImport(tx, record.id, {
        status: InvoiceImportStatus.failed,
        invoiceCount: 0,
        errors: list.slice(0, MAX_REPORTED),
      });
    if (errors.length > 0) return fail(errors);
    const actor = await actorOf(tx, job);
    try {
      const count = await tx.transaction((inner) =>
        createSales(inner, actor, sales, record.fileName),
      );
      await finishImport(tx, record.id, {
        status: InvoiceImportStatus.completed,
        invoiceCount: count,
        errors: [],
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const sale = (error as AppError & { sale?: ImportSale }).sale;
      await fail([
        {
          row: sale?.firstRow ?? 0,
          column: 'reference',
          value: sale?.reference ?? '',
          message: error.message,
        },
      ]);
    }
  });
}

/** Registers the import job and the sweep of imports whose job was lost. */
export class InvoiceImports {
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    jobs: JobQueue,
    private readonly onError: (error: unknown) => void,
  ) {
    jobs.define<InvoiceImportJob>(
      INVOICE_IMPORT_JOB,
      async (job, meta) => {
        try {
          await runInvoiceImport(db, job);
        } catch (error) {
          if (meta.final) {
            await finishImport(db, job.importId, {
              status: InvoiceImportStatus.failed,
              invoiceCount: 0,
              errors: [{ row: 0, column: 'file', value: '', message: 'The import failed' }],
            });
          }
          throw error;
        }
      },
      { retryLimit: 2, retryDelaySeconds: 30, retryBackoff: true },
    );
  }

  async sweep() {
    try {
      await failStaleImports(this.db, STALE_AFTER_MINUTES);
    } catch (error) {
      this.onError(error);
    }
  }

  start() {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.sweeper.unref();
    void this.sweep();
  }

  stop() {
    clearInterval(this.sweeper);
  }
}
