import type { FastifyInstance } from 'fastify';

const BOUNDARY = '----wander-test-boundary';

/** POSTs one CSV file as multipart/form-data (field `file`), like the web client's uploads. */
export function uploadCsv(
  app: FastifyInstance,
  url: string,
  csv: string,
  headers: Record<string, string>,
  fileName = 'upload.csv',
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: [
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="file"; filename="${fileName}"`,
      'Content-Type: text/csv',
      '',
      csv,
      `--${BOUNDARY}--`,
      '',
    ].join('\r\n'),
  });
}

/** POSTs one file of any bytes as multipart/form-data (field `file`), as the web form does. */
export function uploadFile(
  app: FastifyInstance,
  url: string,
  content: Buffer,
  fileName: string,
  headers: Record<string, string>,
  contentType = 'image/png',
) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
  });
}
