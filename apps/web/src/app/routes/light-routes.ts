/**
 * The light screens (issue 30): plain markup on the light components (ui/light), routed outside
 * the antd frame, so that a phone's first load of them downloads no antd. The customer's and the
 * agent's pages, and every role's dashboard (''). A route's path as in its screen definition,
 * with its section (`setup/invoice-list`); the build's shell preload reads this list too, so it
 * imports nothing. A route's page module is in LIGHT_PAGES (apps/web/build/light-route-files.mjs):
 * lint keeps static antd imports out of it and of everything it imports.
 */
export const LIGHT_ROUTES: readonly string[] = [
  '',
  'catalog',
  'wallet',
  'purchase-order-list',
  'purchase-order-new',
  'purchase-order-edit/:id',
  'purchase-order-detail/:id',
  'setup/invoice-list',
  // The agent's pages.
  'setup/agent-list',
  'setup/agent-hierarchy',
  'setup/agent-customer-list',
  'setup/agent-sale-list',
];

const LIGHT = new Set(LIGHT_ROUTES);

/** Whether the screen at this route path (`catalog`, `setup/invoice-list`) is a light one. */
export const isLightRoute = (path: string) => LIGHT.has(path);
