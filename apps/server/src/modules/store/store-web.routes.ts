import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { staticCacheControl } from '../../platform/http/compression.js';
import { DEMO_STORE_API_KEY, platformByApiKey } from '../payment/platform-api-key.js';
import { absoluteLogoUrl, webStorePlatform } from './store-platform.js';
import { storePagePreloads } from './store-page-preload.js';
import { renderStorePage, storePageMeta } from './store-web-page.js';

/** The store's page: scripts and styles only from its own files (no inline script). */
const STORE_CSP =
  "default-src 'self'; script-src 'self'; script-src-attr 'none'; style-src 'self'; " +
  "img-src 'self' data: https:; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'none'";
/** A first path segment in capitals is a platform code; the store's own pages are lower case. */
const PLATFORM_CODE = /^[A-Z0-9_-]{1,16}$/;

/**
 * The web store (issue 28, apps/store): its built files under `${basePath}store/assets/`, and its
 * page at `${basePath}store/{platformCode}/...` (any path: the app routes by path) and at
 * `${basePath}store/...` for the default platform (STORE_API_KEY's, else the demo world's WEB-MY).
 * Each page carries its platform's branding and web store key, and its own title and description.
 */
export function storeWebRoutes(services: Services): FastifyPluginAsyncZod {
  const { basePath, storeApiKey, storeDistDir } = services.config;
  const { db } = services.database;
  const indexFile = path.join(storeDistDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const storeRoot = `${basePath}store/`;
  const preloadsOf = storePagePreloads(storeDistDir);
  let defaultId: string | null = null;
  const defaultPlatform = async () => {
    if (!defaultId) {
      // Checked until found, so a database seeded after start-up serves the demo store too.
      const found = await platformByApiKey(db, storeApiKey ?? DEMO_STORE_API_KEY);
      defaultId = found?.id ?? null;
    }
    return defaultId ? webStorePlatform(db, basePath, { id: defaultId }) : null;
  };

  return async (app) => {
    const config = { auth: 'open', tenancy: 'none', answers: 'text/html' } as const;
    const assetsDir = path.join(storeDistDir, 'assets');
    if (fs.existsSync(assetsDir)) {
      await app.register(fastifyStatic, {
        root: assetsDir,
        prefix: `${storeRoot}assets/`,
        wildcard: false,
        decorateReply: false,
        preCompressed: true,
        setHeaders: (res, filePath) => res.header('cache-control', staticCacheControl(filePath)),
      });
    }

    app.get(
      `${basePath}store`,
      { config: { ...config, answers: 'redirect' }, schema: { hide: true } },
      async (_request, reply) => reply.redirect(storeRoot),
    );

    app.get(
      `${storeRoot}*`,
      { config, schema: { hide: true, params: z.object({ '*': z.string().max(512) }) } },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache').header('content-security-policy', STORE_CSP);
        if (!template) {
          return reply.status(503).type('text/plain').send('The store is not built: npm run build');
        }
        const segments = request.params['*'].split('/').filter(Boolean);
        // A file the build does not have (an old page's chunk after a deploy) is not the page.
        if (segments[0] === 'assets') {
          return reply.status(404).type('text/plain').send('Not found');
        }
        const code = segments[0] && PLATFORM_CODE.test(segments[0]) ? segments.shift()! : null;
        const platform = code
          ? await webStorePlatform(db, basePath, { code })
          : await defaultPlatform();
        if (!platform) {
          return reply.status(404).type('text/plain').send('There is no store at this address');
        }
        const root = code ? `${storeRoot}${code}/` : storeRoot;
        const meta = await storePageMeta(db, platform, segments);
        const origin = `${request.protocol}://${request.host}`;
        const { id: _id, entityCode: _entity, key, ...branding } = platform;
        const html = renderStorePage(template, {
          meta,
          url: `${origin}${request.url.split('?')[0]}`,
          assets: `${storeRoot}assets/`,
          language: platform.defaultLanguage,
          logoUrl: absoluteLogoUrl(origin, platform.logoUrl),
          primaryColor: platform.primaryColor,
          settings: { ...branding, key, root, api: `${basePath}api/store/v1/` },
          preloads: preloadsOf(segments[0]),
        });
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );
  };
}
