import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, name), 'utf8');

/** The documented files (README.md here): what the fake serves unless a test replaces one. */
export const ECB_DAILY_XML = fixture('eurofxref-daily.xml');
export const ECB_HIST_90D_XML = fixture('eurofxref-hist-90d.xml');

export interface FakeEcb {
  /** RATES_ECB_URL for the daily file (`${baseUrl}/stats/eurofxref/eurofxref-daily.xml`). */
  dailyUrl: string;
  baseUrl: string;
  /** Paths asked, in order. */
  requests: string[];
  /** Replaces what a path answers (a status other than 200 answers an error page). */
  serve(
    file: 'eurofxref-daily.xml' | 'eurofxref-hist-90d.xml',
    body: string,
    status?: number,
  ): void;
  close(): Promise<void>;
}

/** A local stand-in for www.ecb.europa.eu/stats/eurofxref/ serving the fixtures as XML. */
export async function startFakeEcb(): Promise<FakeEcb> {
  const files = new Map<string, { body: string; status: number }>([
    ['eurofxref-daily.xml', { body: ECB_DAILY_XML, status: 200 }],
    ['eurofxref-hist-90d.xml', { body: ECB_HIST_90D_XML, status: 200 }],
  ]);
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    const file = /^\/stats\/eurofxref\/([\w-]+\.xml)$/.exec(url)?.[1];
    const answer = file ? files.get(file) : undefined;
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>Not found</body></html>');
      return;
    }
    res.writeHead(answer.status, {
      'content-type': answer.status === 200 ? 'text/xml' : 'text/html',
    });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    baseUrl,
    dailyUrl: `${baseUrl}/stats/eurofxref/eurofxref-daily.xml`,
    requests,
    serve: (file, body, status = 200) => files.set(file, { body, status }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
