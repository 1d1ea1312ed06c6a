import { and, eq, sql } from 'drizzle-orm';
import { formatAmount, SupplyText, type TestConnectionResult } from '@wander/contract';
import type { Db } from '../../platform/db/client.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Mailer } from '../../platform/mail/index.js';
import { companies, providers } from '../../db/schema/index.js';
import type { ProviderBalance } from './provider-adapter.js';
import { adapterOf, type ProviderRow } from './provider.queries.js';
import { lowBalanceMail } from './supply-mails.js';

/**
 * Keeps the provider's balance on its row and e-mails the distributor once when it falls below
 * the Low Balance Alert (again only after it has recovered above it).
 */
export async function recordBalance(
  db: Db,
  mail: Mailer,
  row: ProviderRow,
  balance: ProviderBalance | null,
) {
  if (!balance) return;
  const amount = balance.amountMinor / 100;
  const low = row.lowBalance > 0 && amount < row.lowBalance;
  const alert = low && !row.lowBalanceAlertedAt;
  await db.transaction(async (tx) => {
    await tx
      .update(providers)
      .set({
        balance: amount,
        balanceCurrency: balance.currency,
        balanceCheckedAt: sql`now()`,
        lowBalanceAlertedAt: low ? (row.lowBalanceAlertedAt ?? sql`now()`) : null,
      })
      .where(and(eq(providers.entityCode, row.entityCode), eq(providers.id, row.id)));
    if (!alert) return;
    const [owner] = await tx
      .select({ email: companies.email })
      .from(companies)
      .where(eq(companies.entityCode, row.entityCode));
    if (!owner?.email) return;
    await mail.queue(tx, {
      template: lowBalanceMail,
      to: owner.email,
      data: {
        providerName: row.providerName,
        balance: `${balance.currency} ${formatAmount(amount)}`,
        threshold: `${balance.currency} ${formatAmount(row.lowBalance)}`,
      },
      entityCode: row.entityCode,
    });
  });
  if (alert) await mail.relaySafely();
}

/** "Test connection": signs in, reads the balance, keeps it; the provider's error otherwise. */
export async function checkConnection(
  db: Db,
  services: { secrets: SecretBox; mail: Mailer },
  row: ProviderRow,
): Promise<TestConnectionResult> {
  try {
    const { balance } = await adapterOf(services.secrets, row, db).testConnection();
    await recordBalance(db, services.mail, row, balance);
    return {
      ok: true,
      message: SupplyText.connected,
      balance: balance ? balance.amountMinor / 100 : null,
      currency: balance?.currency ?? null,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      message: `Connection failed: ${reason}`.slice(0, 300),
      balance: null,
      currency: null,
    };
  }
}
