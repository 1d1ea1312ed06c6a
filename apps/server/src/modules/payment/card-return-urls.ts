import type { FastifyRequest } from 'fastify';

/**
 * Where a card payment started in the back office comes back to: its order's page, which says
 * how it went (`?payment=success` or `cancelled`), on the request's own origin.
 */
export function cardReturnUrls(basePath: string) {
  return (request: FastifyRequest) => {
    const origin = `${request.protocol}://${request.host}`;
    const back = (poId: string, outcome: string) =>
      `${origin}${basePath}#/purchase-order-detail/${poId}?payment=${outcome}`;
    return (poId: string) => ({
      successUrl: back(poId, 'success'),
      cancelUrl: back(poId, 'cancelled'),
    });
  };
}
