/**
 * The web client's constants, kept apart from the auth schemas so the signed-in layout can use
 * them without loading zod.
 */
/** The only client id that POST /api/token accepts (the first-party web client). */
export const WEB_CLIENT_ID = 'wander-web';
/** The public API key the web client sends on unauthenticated calls. It is public by design. */
export const PUBLIC_WEB_API_KEY = 'wander-public-web-key';
export const REQUESTED_SCOPES =
  'openid profile email offline_access admin network customer product agent service payment';
