import QRCode from 'qrcode';
import {
  FIRST_RUN_LINK_INVALID,
  type FirstRunBeginInput,
  type FirstRunCompleteInput,
  type FirstRunResult,
  type FirstRunStatus,
  type TwoFactorEnrolment,
} from '@wander/contract';
import type { Services } from '../../platform/services.js';
import { AppError } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { createPlatformAdmin } from './create-platform-admin.js';
import { keepFirstRunSecret, liveFirstRunToken, platformAdminExists } from './first-run.queries.js';
import { matchTotp, newTotpSecret, otpauthUri } from './totp.js';

const linkInvalid = () => new AppError('FORBIDDEN', FIRST_RUN_LINK_INVALID);

/** GET identity/FirstRun: whether setup is needed, and whether the given link still works. */
export async function firstRunStatus(services: Services, token?: string): Promise<FirstRunStatus> {
  const db = services.database.db;
  const setupNeeded = !(await platformAdminExists(db));
  const tokenValid = setupNeeded && !!token && !!(await liveFirstRunToken(db, token));
  return { setupNeeded, tokenValid };
}

/**
 * POST identity/FirstRun/Begin: the new admin's second factor, set up in the same flow. A new
 * secret replaces the link's earlier one (a page reloaded starts again); it waits sealed on the
 * link's row until Complete confirms it with a first code.
 */
export async function beginFirstRun(
  services: Services,
  input: FirstRunBeginInput,
): Promise<TwoFactorEnrolment> {
  const db = services.database.db;
  if (await platformAdminExists(db)) throw linkInvalid();
  const row = await liveFirstRunToken(db, input.token);
  if (!row) throw linkInvalid();
  const secret = newTotpSecret();
  await keepFirstRunSecret(db, row.id, services.secrets.seal(secret));
  const uri = otpauthUri(input.email.toLowerCase(), secret);
  const otpauthQrCode = await QRCode.toDataURL(uri, {
    errorCorrectionLevel: 'M',
    margin: 1,
    width: 220,
  });
  return { secret, otpauthUri: uri, otpauthQrCode };
}

/**
 * POST identity/FirstRun/Complete: the platform company, its currency and the platform admin with
 * its second factor on, in one transaction; the link (and every other) is spent. The ten recovery
 * codes are answered once.
 */
export async function completeFirstRun(
  services: Services,
  input: FirstRunCompleteInput,
): Promise<FirstRunResult> {
  const passwordHash = await hashPassword(input.password);
  const { token, otp, password: _password, confirmedPassword: _confirmed, ...details } = input;
  return createPlatformAdmin(
    services.database.db,
    services.secrets,
    { ...details, passwordHash },
    async (tx) => {
      const row = await liveFirstRunToken(tx, token, true);
      if (!row) throw linkInvalid();
      if (!row.totpSecret) {
        throw new AppError('BUSINESS_RULE', 'Set up two-factor sign-in first');
      }
      const totpSecret = services.secrets.open(row.totpSecret);
      const usedStep = await matchTotp(totpSecret, otp);
      if (usedStep === null) throw AppError.validation({ otp: ['Code is incorrect'] });
      return { totpSecret, usedStep };
    },
  );
}
