import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  FileMessage,
  filePaths,
  MAX_UPLOAD_BYTES,
  uploadedFileSchema,
  type FileKind,
} from '@wander/contract';
import { AppError } from '../http/errors.js';
import { ok } from '../http/envelope.js';
import { currentCompany, requireAuth } from '../http/security.js';
import { toUploadedFile, type FileService } from './file-service.js';

const missing = () => AppError.validation({ file: [FileMessage.required] }, FileMessage.required);
const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', FileMessage.tooLarge, { file: [FileMessage.tooLarge] });

/** The one file of a multipart form (field `file`), at most MAX_UPLOAD_BYTES. */
async function readUpload(request: FastifyRequest): Promise<{ fileName: string; content: Buffer }> {
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file();
    if (!file) throw missing();
    const content = await file.toBuffer();
    if (file.file.truncated) throw tooLarge();
    return { fileName: file.filename, content };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const status = Number((error as { statusCode?: unknown }).statusCode);
    // The parser's own refusal of a file over the limit.
    if (status === 413) throw tooLarge();
    // A malformed form (no boundary, cut short) is a request without a readable file.
    if (!(status < 500)) throw missing();
    throw error;
  }
}

/**
 * `POST {entity}/files` (spec section 7): the upload of a resource's image or document fields,
 * with the bearer token, multipart field `file`. The permission is the resource's Create (or the
 * `action` given); the file belongs to the working company until a create or update names it.
 */
export function fileUploadRoute(
  files: FileService,
  options: { entity: string; permission: string; action?: string; kinds: readonly FileKind[] },
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
    });
    app.post(
      `/${filePaths.upload(options.entity)}`,
      {
        config: {
          auth: { resource: options.permission, action: options.action ?? 'Create' },
          tenancy: 'company',
          bodyExempt: 'multipart',
        },
        schema: {
          tags: ['files'],
          description: `Uploads a file for ${options.entity} (multipart, field "file", at most 5 MB).`,
          response: { 200: envelopeOf(uploadedFileSchema) },
        },
      },
      async (request) => {
        const { fileName, content } = await readUpload(request);
        const row = await files.upload({
          entityCode: currentCompany(request).entityCode,
          entity: options.entity,
          kinds: options.kinds,
          fileName,
          content,
          createdBy: requireAuth(request).email,
        });
        return ok(toUploadedFile(row), 'Upload successfully!');
      },
    );
  };
}
