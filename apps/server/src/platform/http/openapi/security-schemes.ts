import type {
  BodyExemption,
  OperatorToken,
  RouteAuth,
  RouteTenancy,
} from '../route-declaration.js';

/**
 * The document's security schemes and each operation's requirement, derived from the route's
 * declared permission (`config.auth`), so a new route is documented as the security hook
 * (security.ts) treats it.
 */
export const securitySchemes = {
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A back-office access token from POST /api/token (EdDSA, 15 minutes)',
  },
  publicApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: 'The public web API key: sign-in, registration and the other public calls',
  },
  platformApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Api-Key',
    description: "A sales platform's API key: the store API (/api/store/v1)",
  },
  consumerBearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A consumer token from the store API sign-in or sign-up (with the platform key)',
  },
  metricsToken: {
    type: 'http',
    scheme: 'bearer',
    description: "METRICS_TOKEN, the operator's scrape token (GET /api/metrics)",
  },
  providerSignature: {
    type: 'apiKey',
    in: 'header',
    name: 'Stripe-Signature',
    description:
      "The payment provider's signature over the raw body (Stripe-Signature; the sandbox's " +
      'X-Sandbox-Signature)',
  },
} as const;

/** The scheme of each operator token a route may take. */
const OPERATOR_SCHEMES: Record<OperatorToken, keyof typeof securitySchemes> = {
  metrics: 'metricsToken',
};

export type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, string[]>>;

/**
 * An operation's `security`: any one of the requirements opens it; `[]` says it is open.
 * - 'open': nothing, or the provider's signature for a provider callback
 * - 'public': the public API key, or a bearer
 * - 'signedIn' and a permission: a bearer (the permission is the operation's `x-permission`);
 *   a permission that also takes an operator token: that token as the bearer too
 * - 'platform': the platform's key; with a consumer's own data ('self') the consumer token too
 */
export function securityOf(route: {
  auth: RouteAuth;
  tenancy: RouteTenancy;
  bodyExempt?: BodyExemption;
}): SecurityRequirement[] {
  const { auth } = route;
  if (auth === 'open')
    return route.bodyExempt === 'providerCallback' ? [{ providerSignature: [] }] : [];
  if (auth === 'public') return [{ publicApiKey: [] }, { bearer: [] }];
  if (auth === 'platform')
    return route.tenancy === 'self'
      ? [{ platformApiKey: [], consumerBearer: [] }]
      : [{ platformApiKey: [] }];
  if (typeof auth === 'object' && auth.token)
    return [{ bearer: [] }, { [OPERATOR_SCHEMES[auth.token]]: [] }];
  return [{ bearer: [] }];
}
