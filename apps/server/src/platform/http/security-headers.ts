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

/** A Content-Security-Policy header's value from its directives, in the order given. */
function policyOf(directives: Record<string, readonly string[]>) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * The response headers every answer carries, computed once at start and set as constants on
 * every request (issue 44: @fastify/helmet built the policy again for each answer): a
 * Content-Security-Policy that lets scripts come only from our own origin (no inline script, no
 * eval), styles from our origin and inline (antd computes its styles in the browser), images also
 * as data: and blob: URLs (QR codes, thumbnails fetched with the token); Referrer-Policy
 * same-origin; Permissions-Policy; nosniff; frames refused; Strict-Transport-Security when the
 * public address is https; and helmet's other defaults. Same-origin isolation (COOP, COEP) is
 * left off: it would break the payment providers' pop-ups and redirects back. A route may set a
 * stricter policy of its own (an uploaded file, the store page) by setting the header.
 */
export function securityHeadersOf(options: SecurityHeaderOptions): Record<string, string> {
  const https = options.publicBaseUrl.startsWith('https://');
  const csp = policyOf({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    // blob: and data: URLs are the app's own: the PDF viewer reads a PDF fetched with the token
    // through a blob URL (pdf.js fetches it).
    'connect-src': ["'self'", 'blob:', 'data:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...options.formTargets],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  });
  return {
    'content-security-policy': csp,
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    ...(https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const headers = securityHeadersOf(options);
  // On every request, first: an answer ended by a hook (401, 403, 404) carries them too.
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
