import { ApiError, errorMessageOf } from '../../lib/api';

/** Field errors of the order (lines.0.qty ...) in words a buyer understands. */
export function orderErrorText(error: unknown, names: string[]): string {
  if (!(error instanceof ApiError) || Object.keys(error.fieldErrors).length === 0)
    return errorMessageOf(error);
  return Object.entries(error.fieldErrors)
    .map(([field, messages]) => {
      const line = /^lines\.(\d+)\./.exec(field);
      const where = line ? `${names[Number(line[1])] ?? `Line ${Number(line[1]) + 1}`}: ` : '';
      return `${where}${messages[0]}`;
    })
    .join(' ');
}
