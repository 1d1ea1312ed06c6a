import { loadSecretBox } from './platform/crypto/secret-box.js';
import fs from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './platform/config.js';
import type { Database } from './platform/db/client.js';
import { AuthContextCache } from './platform/auth/context.js';
import { loadSigningKeys } from './platform/auth/keys.js';
import { FailureThrottle } from './platform/auth/throttle.js';
import { frameworkErrors, registerErrorHandler } from './platform/http/errors.js';
import { registerSecurity } from './platform/http/security.js';
import {
  documentComponents,
  documentTransform,
  documentTransformObject,
} from './platform/http/openapi/document-transform.js';
import { registerTextGuard } from './platform/http/text-guard.js';
import { registerSecurityHeaders } from './platform/http/security-headers.js';
import { healthRoute } from './platform/http/health-route.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { reportPoolTo } from './platform/workers/pool.js';
import { metricsRoutes, registerHttpMetrics } from './platform/metrics/metrics-http.js';
import { registerApiLog } from './platform/http/api-log.js';
import { registerApiCompression, staticCacheControl } from './platform/http/compression.js';
import type { Services } from './platform/services.js';
import { createJobQueue, type JobsMode } from './platform/jobs/jobs.js';
import { Mailer } from './platform/mail/mailer.js';
import { FileService } from './platform/files/file-service.js';
import { createFileStorage, type FileStorage } from './platform/files/file-storage.js';
import { fileRoutes } from './modules/files/files.routes.js';
import {
  findCompanyByCode,
  loadAuthContext,
  toAuthCompany,
} from './modules/identity/identity.queries.js';
import { identityRoutes } from './modules/identity/identity.routes.js';
import { networkRoutes } from './modules/network/network.routes.js';
import { paymentRoutes } from './modules/payment/payment.routes.js';
import { ordersModule } from './modules/orders/index.js';
import { supplyModule } from './modules/supply/supply-module.js';
import { orderSupplyOf } from './modules/supply/order-supply.js';
import { ratesModule } from './modules/rates/rates-module.js';
import { travellerDeliveries } from './modules/group/mail-travellers.js';
import { travellerPageRoutes } from './modules/group/traveller-page.routes.js';
import { groupOrderRoutes } from './modules/group/group-orders.routes.js';
import { customerRoutes } from './modules/customer/customer.routes.js';
import { consumerRoutes } from './modules/customer/consumer.routes.js';
import { consumerAffiliateRoutes } from './modules/customer/consumer-affiliate.routes.js';
import { consumerGoalRoutes } from './modules/customer/consumer-goal.routes.js';
import { platformByApiKey } from './modules/payment/platform-api-key.js';
import { consumerDeliveryMails } from './modules/store/consumer-delivery-mails.js';
import { storeRoutes } from './modules/store/store.routes.js';
import { storeWebRoutes } from './modules/store/store-web.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { productRoutes } from './modules/product/product.routes.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { notificationRoutes } from './modules/notification/notification.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { accountRoutes } from './modules/identity/account.routes.js';
import { invitationRoutes } from './modules/network/invitations.routes.js';
import { agentRoutes } from './modules/agent/agent.routes.js';
import { invoicingRoutes } from './modules/invoicing/index.js';
import { usageRoutes } from './modules/usage/usage.routes.js';
import { topUpRoutes } from './modules/usage/top-up.routes.js';
import { usageNotificationRoutes } from './modules/usage/usage-notification.routes.js';
import { offerRoutes } from './modules/offer/offer.routes.js';
import { appointmentRoutes } from './modules/appointment/appointment.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { couponRoutes } from './modules/coupon/coupon.routes.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Keep generated JWT keys in memory instead of DATA_DIR (tests). */
  ephemeralKeys?: boolean;
  logger?: boolean;
  /** 'inline' runs jobs in this process at once (tests); default: pg-boss on the database. */
  jobs?: JobsMode;
  /** Where mail goes without SMTP_URL (default: the console). */
  printMail?: (line: string) => void;
  /** Where uploaded files go (default: from the config, DATA_DIR/files or S3). */
  fileStorage?: FileStorage;
}

/**
 * Fastify's trustProxy from TRUST_PROXY. A hop count trusts that many hops nearest to us,
 * whatever their addresses (Fastify itself treats a bare number as "trust none"): the client is
 * the address the outermost trusted proxy appended to X-Forwarded-For. Addresses trust only
 * those proxies. Never `true`: that makes the left-most entry, which the caller writes, the IP.
 */
function trustedProxy(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** Builds the app: platform plugins -> (crud engine) -> modules -> SPA. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const apiPrefix = `${config.basePath}api`;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers["x-api-key"]', 'req.headers.cookie'],
          },
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxy(config.trustProxy),
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const keys = await loadSigningKeys({
    privatePem: config.jwtPrivateKey,
    publicPem: config.jwtPublicKey,
    dataDir: options.ephemeralKeys ? undefined : config.dataDir,
  });
  const windowMs = config.signInThrottle.windowSeconds * 1000;
  const metrics = createMetrics({
    database,
    onCollectError: (error) => app.log.warn({ err: error }, 'a metric could not be read'),
  });
  const jobs = createJobQueue(options.jobs ?? 'pg-boss', database, {
    onError: (error) => app.log.error({ err: error }, 'job queue error'),
    onJobFailed: metrics.jobFailed,
  });
  metrics.setJobDepthSource(() => jobs.queueDepths());
  const stopPoolMetrics = reportPoolTo(metrics);
  const mail = new Mailer(database.db, jobs, {
    publicBaseUrl: config.publicBaseUrl,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    retryLimit: config.mail.retryLimit,
    retryDelaySeconds: config.mail.retryDelaySeconds,
    print: options.printMail,
    onError: (error) => app.log.error({ err: error }, 'mail relay failed'),
  });
  const services: Services = {
    config,
    database,
    keys,
    contexts: new AuthContextCache(
      (userId) => loadAuthContext(database.db, userId, config.accessTokenTtlSeconds),
      config.authContextCacheSeconds * 1000,
    ),
    signInThrottle: {
      perAccount: new FailureThrottle(
        database.db,
        'sign-in:account',
        config.signInThrottle.perAccount,
        windowMs,
      ),
      perIp: new FailureThrottle(database.db, 'sign-in:ip', config.signInThrottle.perIp, windowMs),
    },
    jobs,
    mail,
    files: new FileService(database.db, options.fileStorage ?? createFileStorage(config)),
    secrets: loadSecretBox({
      envKey: config.secretsKey,
      previousKey: config.secretsKeyPrevious,
      dataDir: options.ephemeralKeys ? undefined : config.dataDir,
    }),
    metrics,
  };
  app.decorate('services', services);
  // The queue starts with the app (after every module defined its jobs) and stops on close.
  app.addHook('onReady', async () => {
    await services.contexts.listen(database.listen);
    await jobs.start();
    mail.start();
  });
  app.addHook('onClose', async () => {
    stopPoolMetrics();
    await services.contexts.stop();
    mail.stop();
    await jobs.stop();
  });

  // The security headers go on in the first onRequest hooks, before the sign-in check's: an
  // answer a hook ends early (401, 403) carries them like every other one.
  registerSecurityHeaders(app, {
    publicBaseUrl: config.publicBaseUrl,
    formTargets: [new URL(config.payments.paydollarBaseUrl).origin],
  });

  registerSecurity(app, {
    apiPrefix,
    keys,
    publicApiKey: config.publicApiKey,
    contexts: services.contexts,
    findCompany: async (code) => {
      const row = await findCompanyByCode(database.db, code);
      return row ? toAuthCompany(row) : null;
    },
    findPlatform: (apiKey) => platformByApiKey(database.db, apiKey),
    operatorTokens: { metrics: config.metricsToken },
  });
  registerHttpMetrics(app, metrics);

  registerTextGuard(app);

  const apiLog = registerApiLog(app, database.db, apiPrefix);
  app.decorate('apiLog', apiLog);

  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Wander API', version: '0.1.0' },
      servers: [{ url: config.basePath }],
      // The security schemes and the shared error bodies; each operation's security, errors
      // and file answers are derived from its route declaration (platform/http/openapi/).
      components: documentComponents,
    },
    transform: documentTransform,
    // Named schemas (the recursive agent tree) as components, which their $refs point to.
    transformObject: documentTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: `${apiPrefix}/docs` });

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      await api.register(healthRoute(database));
      await api.register(metricsRoutes(metrics));
      await api.register(identityRoutes(services));
      await api.register(networkRoutes(services));
      await api.register(paymentRoutes(services));
      await api.register(
        ordersModule(services, {
          orderDelivered: travellerDeliveries({
            mail: services.mail,
            secrets: services.secrets,
            smsEnabled: Boolean(config.messaging.smsUrl),
          }),
          consumerDelivered: consumerDeliveryMails(services.mail),
          supply: orderSupplyOf({ db: database.db, ...services }),
        }),
      );
      await api.register(supplyModule(services));
      await api.register(ratesModule(services));
      await api.register(groupOrderRoutes(services));
      await api.register(customerRoutes(services));
      await api.register(consumerRoutes(services));
      await api.register(consumerAffiliateRoutes(services));
      await api.register(consumerGoalRoutes(services));
      await api.register(storeRoutes(services));
      await api.register(analyticsRoutes(services));
      await api.register(productRoutes(services));
      await api.register(adminRoutes(services));
      await api.register(notificationRoutes(services));
      await api.register(catalogRoutes(services));
      await api.register(offerRoutes(services));
      await api.register(accountRoutes(services));
      await api.register(invitationRoutes(services));
      await api.register(agentRoutes(services));
      await api.register(invoicingRoutes(services));
      await api.register(usageRoutes(services));
      await api.register(topUpRoutes(services));
      await api.register(dashboardRoutes(services));
      await api.register(usageNotificationRoutes(services));
      await api.register(fileRoutes(services));
      await api.register(appointmentRoutes(services));
      await api.register(couponRoutes(services));
    },
    { prefix: apiPrefix },
  );

  await app.register(storeWebRoutes(services));
  await app.register(travellerPageRoutes(services));
  if (fs.existsSync(config.webDistDir)) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      prefix: config.basePath,
      // One route per built file (read at start), no `/*` catch-all: an API path that no API
      // route takes (e.g. a path parameter over maxParamLength, 414) must never fall through to
      // the web app's files. Other paths reach the not-found handler below.
      wildcard: false,
      // The build writes .br and .gz copies (scripts/precompress.mjs); the one Accept-Encoding
      // asks for is sent with its Content-Encoding and `Vary: accept-encoding`.
      preCompressed: true,
      setHeaders: (res, filePath) => res.header('cache-control', staticCacheControl(filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith(apiPrefix)) {
      // Unknown paths go to the root (the SPA routes by hash).
      return reply.redirect(config.basePath);
    }
    return reply.status(404).send({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' });
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** Writes buffered API log rows now (tests and shutdown). */
    apiLog: { flush(): Promise<void> };
  }
}
