import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { DEMO_STORE_API_KEY, platformByApiKey } from '../payment/platform-api-key.js';
import { escapeHtml } from '../payment/sandbox.routes.js';

const read = (name: string) => fs.readFileSync(path.join(import.meta.dirname, name), 'utf8');
const PAGE = read('storefront.html');
const SCRIPT = read('storefront.js');

/**
 * The demo web store at `${basePath}store/`: one plain page (no build step, no framework) on the
 * store API, as a consumer app would call it, with the platform key of STORE_API_KEY (else the
 * demo world's WEB-MY key, when the demo world is loaded). A person can sign up, buy by card (the
 * sandbox offline) and see the eSIM's QR code on a fresh machine.
 */
export function storefrontRoutes(services: Services): FastifyPluginAsyncZod {
  const { basePath, storeApiKey } = services.config;
  const page = (key: string) =>
    PAGE.replace('__STORE_API_KEY__', escapeHtml(key)).replace(
      '__STORE_API_BASE__',
      escapeHtml(`${basePath}api/store/v1/`),
    );
  // Without STORE_API_KEY: the demo platform's key, once the demo world holds it (checked until
  // found, so a database seeded after start-up serves it too).
  let html = storeApiKey ? page(storeApiKey) : null;
  const current = async () => {
    if (html) return html;
    const demo = await platformByApiKey(services.database.db, DEMO_STORE_API_KEY);
    if (!demo) return page('');
    html = page(DEMO_STORE_API_KEY);
    return html;
  };
  return async (app) => {
    const config = { auth: 'open', tenancy: 'none', answers: 'text/html' } as const;
    app.get(`${basePath}store/`, { config, schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header(
          'content-security-policy',
          "default-src 'self'; script-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:",
        )
        .send(await current()),
    );
    app.get(
      `${basePath}store/store.js`,
      { config, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(SCRIPT),
    );
    app.get(
      `${basePath}store`,
      { config: { ...config, answers: 'redirect' }, schema: { hide: true } },
      async (_request, reply) => reply.redirect(`${basePath}store/`),
    );
  };
}
