import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiLogResource } from '@wander/contract';
import type { Metrics } from './metrics.js';

/** The route label of a request no route took (an unknown path): one series for all of them. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request the app answers (API, web files, redirects, 404s) into
 * `http_request_duration_seconds`, labelled with the route's pattern (`/api/files/:id`), never
 * the URL asked for, so an id or a scanner's made-up path never makes a series of its own.
 */
export function registerHttpMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}

/**
 * `GET /api/metrics`: every metric in Prometheus's text format, for the operator's Prometheus
 * (with METRICS_TOKEN as its bearer) or a user allowed to read the API log.
 */
export function metricsRoutes(metrics: Metrics): FastifyPluginAsyncZod {
  return async (api) => {
    api.get(
      '/metrics',
      {
        config: {
          auth: { resource: apiLogResource.permission, action: 'View', token: 'metrics' },
          tenancy: 'none',
          answers: metrics.contentType,
        },
        schema: {
          tags: ['operations'],
          summary: "The server's metrics in Prometheus's text format (docs/operations.md)",
        },
      },
      async (_request, reply) => {
        const text = await metrics.scrape();
        return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
      },
    );
  };
}
