import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local endpoint that keeps what providers' fakes POST to it (raw body and headers), so a test
 * can hand them to an adapter's verifyWebhook and parseWebhook as our webhook route would.
 */
export interface WebhookReceiver {
  url: string;
  received: { body: string; headers: http.IncomingHttpHeaders }[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: WebhookReceiver['received'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
