import Fastify from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './errors.js';
import { CSV_MULTIPART_LIMITS, readCsv, uploadedFile } from './csv-upload.js';

const app = Fastify();
beforeAll(async () => {
  registerErrorHandler(app);
  await app.register(multipart, CSV_MULTIPART_LIMITS);
  app.post('/upload', async (request) => {
    const { fileName, content } = await uploadedFile(request);
    return { fileName, size: content.length };
  });
  await app.ready();
});
afterAll(() => app.close());

const post = (contentType: string, payload: string) =>
  app.inject({ method: 'POST', url: '/upload', headers: { 'content-type': contentType }, payload });

describe('uploadedFile', () => {
  it('reads the file of a well-formed form', async () => {
    const body = [
      '--b',
      'Content-Disposition: form-data; name="file"; filename="a.csv"',
      '',
      'x,y',
      '--b--',
      '',
    ];
    const res = await post('multipart/form-data; boundary=b', body.join('\r\n'));
    expect(res.json()).toEqual({ fileName: 'a.csv', size: 3 });
  });

  it.each([
    ['without a boundary (was a 500)', 'multipart/form-data', '{"a":'],
    [
      'cut short',
      'multipart/form-data; boundary=b',
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nx,',
    ],
    ['with no file part', 'multipart/form-data; boundary=b', '--b--\r\n'],
  ])('answers a form %s with 400 File is required', async (_, contentType, payload) => {
    const res = await post(contentType, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION',
      errors: { file: ['File is required'] },
    });
  });
});

describe('readCsv', () => {
  it('refuses a file with a NUL byte (PostgreSQL text cannot hold one) as not a valid CSV file', async () => {
    const read = () =>
      readCsv(Buffer.from('code,name\nA1,x\u0000y\n'), {
        maxRows: 10,
        rowsLabel: 'code',
        checkHeader: () => {},
      });
    await expect(read()).rejects.toThrow(
      expect.objectContaining({
        status: 400,
        message: 'The file is not a valid CSV file',
        fieldErrors: { file: ['The file contains a NUL character'] },
      }),
    );
  });
});
