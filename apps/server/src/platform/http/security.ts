import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { can, type AuthCompany, type AuthContext, type AuthContextCache } from '../auth/context.js';
import { accessTokenVerifier } from '../auth/tokens.js';
import type { SigningKeys } from '../auth/keys.js';
import { registerRouteDeclarations, type OperatorToken } from './route-declaration.js';

export type { OperatorToken, RouteAuth, RouteTenancy, TenantRow } from './route-declaration.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The working company from X-Company-Code, checked against the user's companies. */
    company: AuthCompany | null;
    /** The sales platform whose API key a 'platform' route was called with. */
    platform: CallingPlatform | null;
  }
}

/** A sales platform as the store API sees it (found by its API key). */
export interface CallingPlatform {
  id: string;
  platformCode: string;
  currencyCode: string;
  paymentProviders: string[];
  /** The distributor its consumers belong to (null: none linked yet). */
  distributorEntityCode: string | null;
}

export interface SecurityOptions {
  apiPrefix: string;
  keys: SigningKeys;
  publicApiKey: string;
  contexts: AuthContextCache;
  /** Looks up any company by code (platform admins may work in every company). */
  findCompany: (entityCode: string) => Promise<AuthCompany | null>;
  /** The active sales platform an API key belongs to ('platform' routes). */
  findPlatform: (apiKey: string) => Promise<CallingPlatform | null>;
  /** The operator tokens configured (METRICS_TOKEN); an unset one opens nothing. */
  operatorTokens?: Partial<Record<OperatorToken, string>>;
}

/** Whether `given` is the configured secret, in a time that does not depend on where they differ. */
function isSecret(secret: string | undefined, given: string): boolean {
  if (!secret) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(secret), digest(given));
}

/** The 403 of every other call while a required second factor is not set up. */
export const TWO_FACTOR_SETUP_FIRST =
  'Your role requires two-factor sign-in: turn it on in your profile first';

export function registerSecurity(app: FastifyInstance, options: SecurityOptions) {
  const { apiPrefix } = options;
  const verifyAccessToken = accessTokenVerifier(options.keys);
  app.decorateRequest('auth', null);
  app.decorateRequest('company', null);
  app.decorateRequest('platform', null);

  registerRouteDeclarations(app, apiPrefix);

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth || auth === 'open') return;
    if (auth === 'platform') {
      const key = request.headers['x-api-key'];
      const platform = typeof key === 'string' ? await options.findPlatform(key) : null;
      if (!platform) throw AppError.unauthorized('A valid platform API key is required');
      request.platform = platform;
      return;
    }
    const header = request.headers.authorization;
    // A route an operator's tool may call with its token instead of a user's sign-in.
    const operatorToken = typeof auth === 'object' ? auth.token : undefined;
    if (header) {
      const match = /^Bearer ([^\s]+)$/i.exec(header);
      if (operatorToken && match && isSecret(options.operatorTokens?.[operatorToken], match[1]))
        return;
      const claims = match ? await verifyAccessToken(match[1]) : null;
      if (!claims && operatorToken)
        throw AppError.forbidden(`This is neither the ${operatorToken} token nor a valid session`);
      if (!claims) throw AppError.unauthorized('Your session has expired. Please sign in again.');
      const ctx = await options.contexts.get(claims.userId);
      if (!ctx || !ctx.isActive || ctx.revokedFamilies.has(claims.familyId))
        throw AppError.unauthorized('Your session has expired. Please sign in again.');
      request.auth = { ...ctx, familyId: claims.familyId };
      if (ctx.twoFactorPending && auth !== 'public' && !request.routeOptions.config.twoFactorSetup)
        throw AppError.forbidden(TWO_FACTOR_SETUP_FIRST);
    } else if (auth !== 'public') {
      throw AppError.unauthorized();
    } else if (request.headers['x-api-key'] !== options.publicApiKey) {
      throw AppError.unauthorized('A valid API key is required');
    }

    const code = request.headers['x-company-code'];
    if (typeof code === 'string' && code !== '' && request.auth) {
      request.company = await resolveCompany(request.auth, code, options);
    }

    if (typeof auth === 'object' && !can(request.auth!, auth.resource, auth.action)) {
      throw AppError.forbidden();
    }
  });
}

async function resolveCompany(
  ctx: AuthContext,
  code: string,
  options: SecurityOptions,
): Promise<AuthCompany> {
  const own = ctx.companies.find((c) => c.entityCode === code);
  if (own) return own;
  if (ctx.isDmsAdmin) {
    const any = await options.findCompany(code);
    if (any) return any;
  }
  throw AppError.forbidden('You do not have access to this company');
}

/** The working company: the X-Company-Code one, else the user's first company. */
export function currentCompany(request: FastifyRequest): AuthCompany {
  const company = request.company ?? request.auth?.companies[0];
  if (!company) throw new AppError('NOT_FOUND', 'No working company is selected');
  return company;
}

/** Platform staff: a platform admin, or anyone working in the platform company. */
export function isPlatformUser(request: FastifyRequest) {
  return requireAuth(request).isDmsAdmin || currentCompany(request).companyType === 'platform';
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw AppError.unauthorized();
  return request.auth;
}
