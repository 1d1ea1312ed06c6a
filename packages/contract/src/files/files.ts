import { z } from 'zod';
import { UUID_PATTERN } from '../validation/messages.js';

export const uploadedFileSchema = z.object({
  id: z.string(),
  entity: z.string(),
  kind: z.enum(['image', 'document']),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  hasThumbnail: z.boolean(),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * An optional image or document field: the id of an uploaded file, or (for rows made before
 * uploads) an http(s) URL. Empty and null mean none.
 */
export function requiredFileRef(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(512, { error: `${label} should have maximum of 512 characters` })
    .refine((v) => UUID_PATTERN.test(v) || /^https?:\/\//.test(v), {
      error: `${label} should be an uploaded file`,
    });
}

export function optionalFileRef(label: string) {
  return z
    .string({ error: `${label} is invalid` })
    .trim()
    .max(512, { error: `${label} should have maximum of 512 characters` })
    .refine((v) => !v || UUID_PATTERN.test(v) || /^https?:\/\//.test(v), {
      error: `${label} should be an uploaded file`,
    })
    .nullish();
}
