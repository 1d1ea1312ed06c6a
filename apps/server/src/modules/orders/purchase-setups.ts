import { and, asc, eq, ne } from 'drizzle-orm';
import type { PurchaseSetupInput } from '@wander/contract';
import type { Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { isUuid } from '../../platform/http/ids.js';
import { documentSequences } from '../../db/schema/index.js';
import { DEFAULT_PREFIX, formatDocumentNumber, type DocumentType } from './document-number.js';
import type { OrderActor } from './order-actor.js';

type Row = typeof documentSequences.$inferSelect;
const toSetup = (r: Row) => ({
  id: r.id,
  documentType: r.documentType,
  prefix: r.prefix,
  nextNumber: r.nextNumber,
  padding: r.padding,
  preview: formatDocumentNumber(r.prefix, r.nextNumber, r.padding),
});

/** GET network/PurchaseSetups: the company's sequences, one per document type (created on first look). */
export async function listPurchaseSetups(tx: Tx, actor: OrderActor) {
  const entityCode = actor.company.entityCode;
  await tx
    .insert(documentSequences)
    .values(
      (Object.keys(DEFAULT_PREFIX) as DocumentType[]).map((documentType) => ({
        entityCode,
        documentType,
        prefix: DEFAULT_PREFIX[documentType],
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select()
    .from(documentSequences)
    .where(eq(documentSequences.entityCode, entityCode))
    .orderBy(asc(documentSequences.documentType));
  return rows.map(toSetup);
}

async function lockSetup(tx: Tx, actor: OrderActor, id: string) {
  if (!isUuid(id)) throw AppError.notFound('Sequence Setup');
  const [row] = await tx
    .select()
    .from(documentSequences)
    .where(
      and(eq(documentSequences.id, id), eq(documentSequences.entityCode, actor.company.entityCode)),
    )
    .for('update');
  if (!row) throw AppError.notFound('Sequence Setup');
  return row;
}

export async function purchaseSetupDetail(tx: Tx, actor: OrderActor, id: string) {
  return toSetup(await lockSetup(tx, actor, id));
}

/**
 * PUT network/PurchaseSetups/{id}. The next number may move forward, never back, whatever the
 * prefix or padding become: every number below it was issued already and must not be issued
 * again (changing the prefix back later would otherwise repeat a document number). Two document
 * types of one company never share a prefix.
 */
export async function updatePurchaseSetup(
  tx: Tx,
  actor: OrderActor,
  id: string,
  input: PurchaseSetupInput,
) {
  const row = await lockSetup(tx, actor, id);
  if (input.nextNumber < row.nextNumber) {
    throw AppError.validation({
      nextNumber: [`Next Number should have minimum value of ${row.nextNumber}`],
    });
  }
  const [clash] = await tx
    .select({ id: documentSequences.id })
    .from(documentSequences)
    .where(
      and(
        eq(documentSequences.entityCode, actor.company.entityCode),
        eq(documentSequences.prefix, input.prefix),
        ne(documentSequences.id, row.id),
      ),
    );
  if (clash) {
    throw new AppError('CONFLICT', 'Prefix already exists', {
      prefix: ['Prefix already exists'],
    });
  }
  const [updated] = await tx
    .update(documentSequences)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(documentSequences.id, id))
    .returning();
  return toSetup(updated);
}
