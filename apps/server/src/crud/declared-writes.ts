import type { FastifyRequest } from 'fastify';
import { fileFieldsOf, type AnyResourceDefinition } from '@wander/contract';
import type { Services } from '../platform/services.js';
import { currentCompany } from '../platform/http/security.js';
import { sanitizeRichText } from '../platform/http/rich-text.js';
import type { CrudOptions } from './crud-options.js';

/**
 * The write hooks a resource's declaration implies: `beforeWrite` sanitises rich text, checks the
 * uploaded files named in the body and then runs the area's own check; `attachFiles` notes the row
 * an uploaded file was saved on.
 */
export function declaredWrites(
  services: Services,
  definition: AnyResourceDefinition,
  options: Pick<CrudOptions, 'beforeWrite'>,
) {
  const fileFields = fileFieldsOf(definition);
  const htmlFields = definition.fields.filter((f) => f.input === 'html').map((f) => f.key);
  /**
   * What the declaration asks of every write: rich text sanitised, uploaded files checked to be
   * the working company's uploads for this resource; then the area's own rule.
   */
  const beforeWrite = async (
    request: FastifyRequest,
    body: Record<string, unknown>,
    id?: string,
  ) => {
    for (const key of htmlFields) {
      if (typeof body[key] === 'string') body[key] = sanitizeRichText(body[key]) || null;
    }
    if (fileFields.length > 0) {
      await services.files.checkReferences(
        currentCompany(request).entityCode,
        definition.apiPath,
        fileFields,
        body,
      );
    }
    await options.beforeWrite?.(request, body, id);
  };
  /** Notes the row an uploaded file was saved on. */
  const attachFiles = async (request: FastifyRequest, row: Record<string, unknown> | undefined) => {
    if (fileFields.length === 0 || !row) return;
    await services.files.attach(
      currentCompany(request).entityCode,
      fileFields.map((f) => row[f.key] as string),
      String(row[definition.id]),
    );
  };
  return { fileFields, beforeWrite, attachFiles };
}
