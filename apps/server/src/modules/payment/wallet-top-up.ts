import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  fromMinor,
  messages,
  toMinor,
  TOP_UP_LIMIT_DEFAULTS,
  WalletMessage,
  type TopUpBody,
  type TopUpProvider,
} from '@wander/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import { paymentProviderEvents, wallets, walletTopUps } from '../../db/schema/index.js';
import { platformNumbers } from '../network/platform-settings.js';
import { creditWallet } from './wallet-ledger.js';

/**
 * Top-up limits in whole units of the wallet's currency: the platform company's settings
 * TopUpMinimumAmount and TopUpMaximumAmount, else the contract's defaults (10 and 5000).
 */
export async function topUpLimits(db: Tx) {
  const limits = await platformNumbers(db, TOP_UP_LIMIT_DEFAULTS);
  return { minAmount: limits.TopUpMinimumAmount, maxAmount: limits.TopUpMaximumAmount };
}

/** The working company's wallet, which `data` may name (another company's is not found). */
export async function walletToTopUp(db: Tx, companyId: string, walletId: string | null) {
  const [wallet] = await db
    .select()
    .from(wallets)
    .where(and(eq(wallets.companyId, companyId), walletId ? eq(wallets.id, walletId) : undefined));
  if (!wallet) {
    if (walletId) throw AppError.notFound('Wallet');
    throw new AppError('NOT_FOUND', WalletMessage.noWallet, undefined, 404);
  }
  return wallet;
}

/**
 * Records a pending top-up of the working company's wallet, the amount checked against the
 * settings' limits (in the spec's "should have minimum value of" wording). Nothing is credited
 * here: only the provider's verified callback does that (applyTopUpEvent).
 */
export async function createPendingTopUp(
  db: Db,
  actor: { userId: string; companyId: string },
  body: TopUpBody,
  provider: TopUpProvider,
) {
  const wallet = await walletToTopUp(db, actor.companyId, body.data);
  const { minAmount, maxAmount } = await topUpLimits(db);
  if (body.amount < minAmount)
    throw AppError.validation({ amount: [messages.minValue('Amount', minAmount)] });
  if (body.amount > maxAmount)
    throw AppError.validation({ amount: [messages.maxValue('Amount', maxAmount)] });
  const [row] = await db
    .insert(walletTopUps)
    .values({
      walletId: wallet.id,
      companyId: wallet.companyId,
      provider,
      amountMinor: toMinor(body.amount),
      currency: wallet.currency,
      // PayDollar takes up to 35 characters: "WT" and 24 hex digits, unique.
      orderRef: `WT${randomBytes(12).toString('hex').toUpperCase()}`,
      createdBy: actor.userId,
    })
    .returning();
  return row;
}

export async function setTopUpProviderRef(db: Db, id: string, providerRef: string) {
  await db.update(walletTopUps).set({ providerRef }).where(eq(walletTopUps.id, id));
}

/** What a provider's verified callback says about a top-up. */
export interface TopUpEvent {
  provider: TopUpProvider;
  /** Names the top-up by our id (Stripe metadata, sandbox) or by orderRef (PayDollar Ref). */
  topUpId?: string;
  orderRef?: string;
  outcome: 'paid' | 'failed' | 'cancelled';
  amountMinor: number | null;
  currency: string | null;
  /** When given, must be the top-up's own (Stripe: the Checkout Session id). */
  providerRef?: string | null;
  /** When given, must be the top-up's wallet (Stripe metadata.walletId). */
  walletId?: string | null;
  /** The provider's reference of the payment: the ledger row's reference. */
  paymentRef: string | null;
  /** The provider's event id: an event applied before is a no-op. */
  eventId?: string | null;
}

const mismatch = (what: string) =>
  new AppError('BAD_TOP_UP', `The payment does not match the top-up (${what})`, undefined, 400);

/**
 * Applies a verified callback in one transaction: the top-up row is locked, checked against the
 * event (provider, session, wallet, amount, currency), and on success marked paid together with
 * its one 'topup' credit (the unique index on wallet_transactions.top_up_id makes a second credit
 * impossible). A mismatch throws and changes nothing; a replay of an applied event or of a
 * settled top-up answers `credited: false`.
 */
export async function applyTopUpEvent(db: Db, event: TopUpEvent) {
  return db.transaction(async (tx) => {
    if (event.eventId) {
      const [fresh] = await tx
        .insert(paymentProviderEvents)
        .values({ provider: event.provider, eventId: event.eventId })
        .onConflictDoNothing()
        .returning({ id: paymentProviderEvents.eventId });
      if (!fresh) return { credited: false, status: 'duplicate' as const };
    }
    const by = event.topUpId
      ? eq(walletTopUps.id, event.topUpId)
      : eq(walletTopUps.orderRef, event.orderRef ?? '');
    const [topUp] = await tx.select().from(walletTopUps).where(by).for('update');
    if (!topUp || topUp.provider !== event.provider) throw mismatch('unknown top-up');
    if (event.providerRef != null && event.providerRef !== topUp.providerRef)
      throw mismatch('session');
    if (event.walletId != null && event.walletId !== topUp.walletId) throw mismatch('wallet');
    if (topUp.status !== 'pending') return { credited: false, status: topUp.status };
    if (event.amountMinor !== topUp.amountMinor) throw mismatch('amount');
    if (event.currency !== topUp.currency) throw mismatch('currency');
    if (event.outcome !== 'paid') {
      await tx
        .update(walletTopUps)
        .set({ status: event.outcome, paymentRef: event.paymentRef || null })
        .where(eq(walletTopUps.id, topUp.id));
      return { credited: false, status: event.outcome };
    }
    if (!event.paymentRef) throw mismatch('payment reference');
    await tx
      .update(walletTopUps)
      .set({ status: 'paid', paymentRef: event.paymentRef, paidAt: new Date() })
      .where(eq(walletTopUps.id, topUp.id));
    const wallet = await tx
      .select({ companyId: wallets.companyId })
      .from(wallets)
      .where(eq(wallets.id, topUp.walletId));
    await creditWallet(tx, {
      companyId: wallet[0].companyId,
      amountMinor: topUp.amountMinor,
      currency: topUp.currency,
      kind: 'topup',
      // The built-in sandbox takes no money: its credits say so wherever the ledger shows them.
      reference: (topUp.provider === 'sandbox'
        ? `Test payment ${event.paymentRef}`
        : event.paymentRef
      ).slice(0, 128),
      topUpId: topUp.id,
    });
    return { credited: true, status: 'paid' as const };
  });
}

/** A top-up of the company's wallet with the wallet's balance now (the page polls this). */
export async function topUpOf(db: Tx, companyId: string, id: string) {
  const [row] = await db
    .select({ topUp: walletTopUps, balanceMinor: wallets.balanceMinor })
    .from(walletTopUps)
    .innerJoin(wallets, eq(wallets.id, walletTopUps.walletId))
    .where(and(eq(walletTopUps.id, id), eq(walletTopUps.companyId, companyId)));
  if (!row) throw AppError.notFound('Top-up');
  const t = row.topUp;
  return {
    id: t.id,
    provider: t.provider,
    status: t.status as 'pending' | 'paid' | 'failed' | 'cancelled',
    amount: fromMinor(t.amountMinor),
    currency: t.currency,
    paymentRef: t.paymentRef,
    walletBalance: fromMinor(row.balanceMinor),
    createdAt: t.createdAt.toISOString(),
    paidAt: t.paidAt?.toISOString() ?? null,
  };
}

/** A pending top-up by id (the sandbox and PayDollar redirect pages). */
export async function pendingTopUp(db: Tx, id: string, provider: TopUpProvider) {
  const [row] = await db
    .select()
    .from(walletTopUps)
    .where(
      and(
        eq(walletTopUps.id, id),
        eq(walletTopUps.provider, provider),
        eq(walletTopUps.status, 'pending'),
      ),
    );
  return row ?? null;
}
