import {
  ApiPath,
  type FirstRunBeginInput,
  type FirstRunCompleteInput,
  type FirstRunResult,
  type FirstRunStatus,
  type TwoFactorEnrolment,
} from '@wander/contract';
import { apiRequest } from '../../lib/api';

/** The first-run calls (docs/api-contract.md, "First run"): public, with the one-time link. */
export const firstRunCalls = {
  status: (token?: string) =>
    apiRequest<FirstRunStatus>(ApiPath.firstRun, { query: token ? { token } : {} }),
  begin: (body: FirstRunBeginInput) =>
    apiRequest<TwoFactorEnrolment>(ApiPath.firstRunBegin, { method: 'POST', body }),
  complete: (body: FirstRunCompleteInput) =>
    apiRequest<FirstRunResult>(ApiPath.firstRunComplete, { method: 'POST', body }),
};
