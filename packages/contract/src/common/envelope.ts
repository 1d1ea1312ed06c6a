import { z } from 'zod';

/** Success envelope of the API contract. */
export interface Envelope<T> {
  statusCode: 0;
  message: string | null;
  data: T;
}
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ statusCode: z.literal(0), message: z.string().nullable(), data });

/** The envelope of a paged Search: data = {items, pageCount, totalCount}. */
export const pagedEnvelopeOf = <T extends z.ZodType>(row: T) =>
  envelopeOf(z.object({ items: z.array(row), pageCount: z.number(), totalCount: z.number() }));

export interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
}

export const SuccessMessage = {
  created: 'Create successfully!',
  updated: 'Update successfully!',
  deleted: 'Delete successfully!',
} as const;

export interface SelectOption {
  label: string;
  value: string;
}
