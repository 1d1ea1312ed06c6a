import { REFUND_APPROVAL_DEFAULT, TOP_UP_LIMIT_DEFAULTS } from '@wander/contract';
import type { Db } from '../platform/db/client.js';
import { settings } from '../db/schema/index.js';

/**
 * The platform company's wallet top-up limits and refund approval amount, written out with their defaults so the platform's
 * staff find them on the settings screen. Idempotent: a value staff changed is kept.
 */
export async function seedTopUpLimits(db: Db, platformEntityCode = 'WANDER') {
  await db
    .insert(settings)
    .values([
      {
        entityCode: platformEntityCode,
        settingName: 'TopUpMinimumAmount',
        settingValue: String(TOP_UP_LIMIT_DEFAULTS.TopUpMinimumAmount),
        description: 'Smallest wallet top-up by card (whole units of the wallet currency)',
      },
      {
        entityCode: platformEntityCode,
        settingName: 'TopUpMaximumAmount',
        settingValue: String(TOP_UP_LIMIT_DEFAULTS.TopUpMaximumAmount),
        description: 'Largest wallet top-up by card (whole units of the wallet currency)',
      },
      {
        entityCode: platformEntityCode,
        settingName: 'RefundApprovalAmount',
        settingValue: String(REFUND_APPROVAL_DEFAULT),
        description: 'A refund above this (whole units) needs a second user to approve it',
      },
    ])
    .onConflictDoNothing();
}
