import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../../platform/services.js';
import { groupOrders } from '../../db/schema/index.js';
import { groupEsims } from './group-esims.queries.js';
import { openTravellerToken, passExpired } from './traveller-link.js';
import { renderTravellerNotice, renderTravellerPage } from './traveller-page.js';
import { travellerWords } from './traveller-words.js';

/** No script at all; the page's own styles and the QR codes' inline SVG. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'";
const INVALID = 'This link is not valid.';

/**
 * A group traveller's personal page (issue 29) at `${basePath}trip/{token}`: no account, the
 * token is the sealed (group, traveller, last day) the delivery e-mail carried. A forged or
 * altered token is 404; after the last day 410; the traveller's eSIMs otherwise, read live.
 */
export function travellerPageRoutes(services: Services): FastifyPluginAsyncZod {
  const { db } = services.database;
  return async (app) => {
    app.get(
      `${services.config.basePath}trip/:token`,
      {
        config: { auth: 'open', tenancy: 'none', answers: 'text/html' },
        schema: { hide: true, params: z.object({ token: z.string().max(512) }) },
      },
      async (request, reply) => {
        reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .header('content-security-policy', PAGE_CSP);
        const pass = openTravellerToken(services.secrets, request.params.token);
        const [group] = pass
          ? await db
              .select()
              .from(groupOrders)
              .where(and(eq(groupOrders.id, pass.groupId)))
          : [];
        const traveller = group?.travellers.find((t) => t.id === pass?.travellerId);
        if (!pass || !group || !traveller) {
          return reply.status(404).send(renderTravellerNotice('en', INVALID));
        }
        if (passExpired(pass)) {
          const message = travellerWords(traveller.language).expired;
          return reply.status(410).send(renderTravellerNotice(traveller.language, message));
        }
        const esims = group.poId
          ? (await groupEsims(db, group.poId, traveller.id)).filter((e) => e.status === 'delivered')
          : [];
        return reply.send(
          await renderTravellerPage({
            language: traveller.language,
            name: traveller.name,
            groupName: group.groupName,
            esims,
          }),
        );
      },
    );
  };
}
