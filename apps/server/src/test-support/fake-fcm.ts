import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importSPKI, jwtVerify } from 'jose';

/**
 * A local stand-in for Google's OAuth token endpoint and FCM HTTP v1, for tests of the real
 * sender: `POST /token` takes the service account's signed JWT (checked against its public key)
 * and answers an access token; `POST /v1/projects/{id}/messages:send` needs that bearer and
 * answers `{name}`, or 404 UNREGISTERED for tokens starting with `dead-`. `POST /sms` is an HTTP
 * SMS provider. Everything received is kept for the test to check (`GET /_received` answers it).
 */
export interface FakeFcm {
  baseUrl: string;
  /** The FIREBASE_CREDENTIALS JSON of a service account this fake trusts. */
  credentials: string;
  projectId: string;
  /** Accepted OAuth exchanges. */
  tokenRequests: number;
  /** Every message:send received, in order (token and the message). */
  sends: { token: string; title: string; body: string; deepLink?: string }[];
  /** Sends refused for a wrong bearer. */
  unauthorized: number;
  sms: { to: string; message: string }[];
  close(): Promise<void>;
}

const ACCESS_TOKEN = 'fake-access-token';

export async function startFakeFcm(): Promise<FakeFcm> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const verifyKey = await importSPKI(publicKey, 'RS256');
  const projectId = 'wander-test';
  const clientEmail = 'push@wander-test.iam.gserviceaccount.com';
  const read = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const fake = { tokenRequests: 0, unauthorized: 0, sends: [], sms: [] } as unknown as FakeFcm;
  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = http.createServer((req, res) => {
    void (async () => {
      const body = await read(req);
      if (req.method === 'POST' && req.url === '/token') {
        const form = new URLSearchParams(body);
        try {
          const { payload } = await jwtVerify(form.get('assertion') ?? '', verifyKey, {
            issuer: clientEmail,
            audience: `${fake.baseUrl}/token`,
          });
          if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') throw 0;
          if (payload.scope !== 'https://www.googleapis.com/auth/firebase.messaging') throw 0;
        } catch {
          return json(res, 400, { error: 'invalid_grant' });
        }
        fake.tokenRequests++;
        return json(res, 200, {
          access_token: ACCESS_TOKEN,
          expires_in: 3600,
          token_type: 'Bearer',
        });
      }
      if (req.method === 'POST' && req.url === `/v1/projects/${projectId}/messages:send`) {
        if (req.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
          fake.unauthorized++;
          return json(res, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        }
        const { message } = JSON.parse(body) as {
          message: {
            token: string;
            notification: { title: string; body: string };
            data?: { deepLink?: string };
          };
        };
        fake.sends.push({
          token: message.token,
          title: message.notification.title,
          body: message.notification.body,
          deepLink: message.data?.deepLink,
        });
        if (message.token.startsWith('dead-')) {
          return json(res, 404, {
            error: {
              code: 404,
              status: 'NOT_FOUND',
              message: 'Requested entity was not found.',
              details: [
                {
                  '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError',
                  errorCode: 'UNREGISTERED',
                },
              ],
            },
          });
        }
        return json(res, 200, { name: `projects/${projectId}/messages/${fake.sends.length}` });
      }
      if (req.method === 'GET' && req.url === '/_received') {
        // For a test in another process (the e2e suite): what the fake has received so far.
        return json(res, 200, {
          tokenRequests: fake.tokenRequests,
          sends: fake.sends,
          sms: fake.sms,
        });
      }
      if (req.method === 'POST' && req.url === '/sms') {
        fake.sms.push(JSON.parse(body) as { to: string; message: string });
        return json(res, 200, { ok: true });
      }
      json(res, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.baseUrl = `http://127.0.0.1:${port}`;
  fake.projectId = projectId;
  fake.credentials = JSON.stringify({
    type: 'service_account',
    project_id: projectId,
    private_key_id: 'test-key',
    private_key: privateKey,
    client_email: clientEmail,
    token_uri: `${fake.baseUrl}/token`,
  });
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
