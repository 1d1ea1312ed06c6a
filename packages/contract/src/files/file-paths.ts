import { UUID_PATTERN } from '../validation/messages.js';

/**
 * Uploaded files (spec section 7: "File upload URL: {entity}/files"). A resource field declared
 * `input: 'image'` (or `'document'`) holds the id of a file uploaded to `{apiPath}/files`; the
 * engine adds that upload route and checks the id on create and update.
 *
 * Zod-free (issue 30): a screen that only shows a picture does not load zod with it.
 */
export type FileKind = 'image' | 'document';

/** 5 MiB: the largest file an upload takes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const FileMessage = {
  required: 'File is required',
  notImage: 'Only PNG, JPEG or WebP images are accepted',
  notDocument: 'Only PDF documents are accepted',
  notImageOrDocument: 'Only PNG, JPEG or WebP images or PDF documents are accepted',
  tooLarge: 'The file is larger than 5 MB',
  notUploaded: (label: string) => `${label} is not a file uploaded for this record`,
} as const;

/** What the browser may offer in its file picker; the server checks the bytes, not this. */
export const FILE_ACCEPT: Record<FileKind, string> = {
  image: 'image/png,image/jpeg,image/webp',
  document: 'application/pdf',
};

/** The API paths (relative to the gateway) of a file's upload, content and thumbnail. */
export const filePaths = {
  upload: (entity: string) => `${entity}/files`,
  content: (id: string) => `files/${id}`,
  thumbnail: (id: string) => `files/${id}/thumbnail`,
};

/** A field value that names an uploaded file (a UUID), rather than an outside URL. */
export const isFileId = (value: unknown): value is string =>
  typeof value === 'string' && UUID_PATTERN.test(value);
