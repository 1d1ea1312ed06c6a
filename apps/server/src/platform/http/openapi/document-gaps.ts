import { untypedNullables } from './nullable-types.js';

/**
 * What a strict reader of the OpenAPI document would miss, counted over the whole document
 * (issue 25): operations documenting no error answer, operations without a security requirement,
 * success answers without a media type (a file served as a "Default Response"), and nullable
 * schemas without a type (which OpenAPI 3.0 reads as "never null").
 */
export interface DocumentGaps {
  operations: number;
  withoutErrors: string[];
  withoutSecurity: string[];
  answersWithoutMediaType: string[];
  untypedNullables: string[];
}

interface Operation {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options']);

export function documentGaps(doc: {
  paths: Record<string, Record<string, unknown>>;
  security?: unknown[];
  components?: { schemas?: Record<string, unknown> };
}): DocumentGaps {
  const gaps: DocumentGaps = {
    operations: 0,
    withoutErrors: [],
    withoutSecurity: [],
    answersWithoutMediaType: [],
    untypedNullables: untypedNullables(doc.components?.schemas ?? {}, '#/components/schemas'),
  };
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, value] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const op = value as Operation;
      const id = `${method.toUpperCase()} ${path}`;
      gaps.operations++;
      const responses = Object.entries(op.responses ?? {});
      if (!responses.some(([status]) => /^[45]/.test(status) || status === 'default'))
        gaps.withoutErrors.push(id);
      if (!op.security && !doc.security) gaps.withoutSecurity.push(id);
      for (const [status, response] of responses) {
        if (/^2/.test(status) && status !== '204' && !response.content)
          gaps.answersWithoutMediaType.push(`${id} ${status}`);
      }
      gaps.untypedNullables.push(...untypedNullables(value, `${id}`));
    }
  }
  return gaps;
}

/** The gaps as counts (what the report and the test's message print). */
export const gapCounts = (gaps: DocumentGaps) => ({
  operations: gaps.operations,
  withoutErrors: gaps.withoutErrors.length,
  withoutSecurity: gaps.withoutSecurity.length,
  answersWithoutMediaType: gaps.answersWithoutMediaType.length,
  untypedNullables: gaps.untypedNullables.length,
});
