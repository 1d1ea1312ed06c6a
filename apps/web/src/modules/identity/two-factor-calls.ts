import {
  ApiPath,
  type ConfirmTwoFactorInput,
  type DisableTwoFactorInput,
  type RecoveryCodes,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '@wander/contract';
import { api, apiRequest } from '../../lib/api';
import { saveFile } from '../../ui/save-file';

export const TWO_FACTOR_KEY = ['two-factor'] as const;

export const fetchTwoFactorStatus = () => api.get<TwoFactorStatus>(ApiPath.twoFactor);

export const startEnrolment = () =>
  apiRequest<TwoFactorEnrolment>(ApiPath.twoFactorEnrol, { method: 'POST' });

export const confirmEnrolment = (values: ConfirmTwoFactorInput) =>
  apiRequest<RecoveryCodes>(ApiPath.twoFactorConfirm, { method: 'POST', body: values });

export const disableTwoFactor = (values: DisableTwoFactorInput) =>
  apiRequest<null>(ApiPath.twoFactorDisable, { method: 'POST', body: values });

/** The recovery codes as a text file, one a line (what "Download" saves). */
export function downloadRecoveryCodes(codes: string[]) {
  const text = [
    'Wander two-factor sign-in: recovery codes',
    'Each code signs in once, in place of the code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  saveFile(
    { blob: new Blob([text], { type: 'text/plain' }), fileName: null, contentType: 'text/plain' },
    'wander-recovery-codes.txt',
  );
}
