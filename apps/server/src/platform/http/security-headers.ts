import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeaderOptions {
  /** The portal's public address: HSTS and upgrade-insecure-requests only when it is https. */
  publicBaseUrl: string;
  /** Origins a page's form may post to besides our own (a payment provider's hosted page). */
  formTargets: string[];
}

/** Browser features no Wander page uses: a script injected anyway cannot ask for them. */
const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), ' +
  'payment=(), usb=(), interest-cohort=()';

/**
 * The response headers every answer carries (@fastify/helmet): a Content-Security-Policy that
 * lets scripts come only from our own origin (no inline script, no eval), styles from our origin
 * and inline (antd computes its styles in the browser), images also as data: and blob: URLs (QR
 * codes, thumbnails fetched with the token); Referrer-Policy same-origin; Permissions-Policy;
 * nosniff; frames refused; Strict-Transport-Security when the public address is https. A route
 * may set a stricter policy of its own (an uploaded file, the store page) by setting the header.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
) {
  const https = options.publicBaseUrl.startsWith('https://');
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // blob: and data: URLs are the app's own: the PDF viewer reads a PDF fetched with the
        // token through a blob URL (pdf.js fetches it).
        connectSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'", ...options.formTargets],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    // Same-origin isolation would break the payment providers' pop-ups and redirects back.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
