/** What other areas may use of the invoicing area. */
export { invoicingRoutes } from './invoicing.routes.js';
