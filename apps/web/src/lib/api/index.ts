export { api, apiRequest, sendBeaconCall, type RequestOptions } from './api-client';
export { ApiError, errorMessageOf, formatErrorDescription, splitFormErrors } from './api-error';
export type { ApiResult, FileResult } from './http';
export { requestPasswordToken } from './token-api';
