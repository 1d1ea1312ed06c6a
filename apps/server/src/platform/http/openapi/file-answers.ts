/**
 * The success answer of a route that answers something other than the JSON envelope, from its
 * `config.answers`: a file's media type(s) (`application/pdf`, `text/csv; charset=utf-8`, or a
 * list such as `image/png, image/jpeg`), an HTML page, or a redirect.
 */
type Schema = Record<string, unknown>;

/** A media type without its parameters, in lower case (`text/csv; charset=utf-8` -> `text/csv`). */
export const bareMediaType = (type: string) => type.split(';')[0].trim().toLowerCase();

const DISPOSITION = {
  'Content-Disposition': {
    type: 'string',
    description: 'attachment or inline, with the file name',
  },
};

/** The 2xx answers (status -> fastify-swagger response entry) of a route's `answers`. */
export function fileAnswers(answers: string): Record<string, Schema> {
  if (answers === 'redirect') {
    return {
      '302': {
        type: 'null',
        description: 'A redirect',
        headers: { Location: { type: 'string', description: 'Where to' } },
      },
    };
  }
  const types = [...new Set(answers.split(',').map(bareMediaType).filter(Boolean))];
  const content = Object.fromEntries(
    types.map((type) => [
      type,
      {
        schema: type.startsWith('text/')
          ? { type: 'string' }
          : { type: 'string', format: 'binary' },
      },
    ]),
  );
  // Plain text read by a program (the metrics' exposition format), not a file to save.
  if (types.length === 1 && types[0] === 'text/plain')
    return { '200': { description: 'Text', content } };
  const description = types.some((type) => type.startsWith('text/html'))
    ? 'A page'
    : `The file (${types.join(', ')})`;
  return { '200': { description, headers: DISPOSITION, content } };
}
