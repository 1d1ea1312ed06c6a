import type { DeclarationLoader } from '../../crud/plain-resource';

/**
 * The General section's plain resources, each loaded alone by its generic pages (see
 * setup-declarations). The others are in general-resource-catalog and crud/'s plain catalogs.
 */
export const GENERAL_DECLARATIONS: Record<string, DeclarationLoader> = {
  '/general/bank': () =>
    import('@wander/contract/resources/network/bank-master').then((m) => m.bankMasterResource),
  '/general/exchange-rate': () =>
    import('@wander/contract/resources/network/exchange-rate').then((m) => m.exchangeRateResource),
  '/general/uom': () => import('@wander/contract/resources/network/uom').then((m) => m.uomResource),
  '/general/tax-code': () =>
    import('@wander/contract/resources/network/tax-code').then((m) => m.taxCodeResource),
  '/general/tax-group': () =>
    import('@wander/contract/resources/network/tax-group').then((m) => m.taxGroupResource),
  '/general/item-tax-group': () =>
    import('@wander/contract/resources/network/item-tax-group').then((m) => m.itemTaxGroupResource),
  '/general/country': () =>
    import('@wander/contract/resources/product/country').then((m) => m.countryResource),
};
