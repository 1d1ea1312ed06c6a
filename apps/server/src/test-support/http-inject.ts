import http from 'node:http';
import { Readable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Inject = (options: InjectOptions | string) => Promise<LightMyRequestResponse>;

function urlOf(options: InjectOptions): string {
  const raw = options.url ?? options.path ?? '/';
  let target: URL;
  if (typeof raw === 'string') target = new URL(raw, 'http://x');
  else {
    target = new URL(raw.pathname ?? '/', 'http://x');
    const query = raw.query;
    if (typeof query === 'string') target.search = query;
    else for (const [k, v] of Object.entries(query ?? {})) target.searchParams.append(k, String(v));
  }
  const query = options.query;
  if (typeof query === 'string') target.search = query;
  else if (query) {
    for (const [k, v] of Object.entries(query)) {
      for (const one of Array.isArray(v) ? v : [v]) target.searchParams.append(k, String(one));
    }
  }
  return `${target.pathname}${target.search}`;
}

async function bodyOf(options: InjectOptions, headers: Record<string, string>) {
  const payload = options.payload ?? options.body;
  if (payload === undefined || payload === null) return undefined;
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  if (payload instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of payload) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  headers['content-type'] ??= 'application/json';
  return Buffer.from(JSON.stringify(payload));
}

/**
 * `app.inject` over real HTTP to `baseUrl` (a load balancer in front of replicas): the same
 * options and the same response shape as fastify's in-process inject, so the API tests run
 * unchanged through the proxy. `remoteAddress` (the in-process socket's address) is appended to
 * X-Forwarded-For, and the replicas trust the harness's and haproxy's hops besides the test's own
 * TRUST_PROXY, so a test reads the same client address in either mode.
 */
export function httpInject(baseUrl: string): Inject {
  const base = new URL(baseUrl);
  return async (input) => {
    const options: InjectOptions = typeof input === 'string' ? { url: input } : input;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.headers ?? {})) {
      if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : String(v);
    }
    if (options.cookies) {
      headers.cookie = Object.entries(options.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; ');
    }
    // The caller's address, as the in-process inject's socket: appended to the X-Forwarded-For the
    // test wrote, as the network in front of haproxy would (haproxy then appends this harness's
    // own address: the replicas trust two more hops than the test asked, test-app.ts).
    const forwarded = headers['x-forwarded-for'];
    const caller = options.remoteAddress ?? '127.0.0.1';
    headers['x-forwarded-for'] = forwarded ? `${forwarded}, ${caller}` : caller;
    const body = await bodyOf(options, headers);
    if (body) headers['content-length'] = String(body.length);
    return new Promise<LightMyRequestResponse>((resolve, reject) => {
      const request = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: options.method ?? 'GET',
          path: urlOf(options),
          headers,
          agent: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            const text = rawPayload.toString('utf8');
            const setCookie = res.headers['set-cookie'] ?? [];
            resolve({
              raw: { res, req: request },
              rawPayload,
              payload: text,
              body: text,
              headers: res.headers,
              statusCode: res.statusCode ?? 0,
              statusMessage: res.statusMessage ?? '',
              trailers: res.trailers,
              json: () => JSON.parse(text),
              stream: () => Readable.from(rawPayload),
              cookies: setCookie.map((line) => {
                const [pair] = line.split(';');
                const at = pair.indexOf('=');
                return { name: pair.slice(0, at), value: pair.slice(at + 1) };
              }),
            } as unknown as LightMyRequestResponse);
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  };
}
