import type { DeclarationLoader } from '../../crud/plain-resource';

/**
 * The Setup section's plain resources, each loaded alone by its generic pages (a page does not
 * load the section's other declarations). Resources whose pages need more than the declaration are
 * in the section's catalogs (setup-resource-catalog, crud/setup-product-catalog).
 */
export const SETUP_DECLARATIONS: Record<string, DeclarationLoader> = {
  '/setup/wander-plan': () =>
    import('@wander/contract/resources/product/wander-plan').then((m) => m.wanderPlanResource),
  '/setup/consumer': () =>
    import('@wander/contract/resources/customer/consumer').then((m) => m.consumerResource),
  '/setup/consumer-group': () =>
    import('@wander/contract/resources/customer/consumer-group').then(
      (m) => m.consumerGroupResource,
    ),
  '/setup/consumer-goal': () =>
    import('@wander/contract/resources/customer/consumer-upgrade-goal').then(
      (m) => m.consumerUpgradeGoalResource,
    ),
  '/setup/wander-coupon': () =>
    import('@wander/contract/resources/coupon/coupon').then((m) => m.couponResource),
  '/setup/coupon-consumer': () =>
    import('@wander/contract/resources/coupon/coupon-consumer').then(
      (m) => m.couponConsumerResource,
    ),
  '/setup/coupon-automation': () =>
    import('@wander/contract/resources/coupon/coupon-automation').then(
      (m) => m.couponAutomationResource,
    ),
  '/setup/currency-pricing': () =>
    import('@wander/contract/resources/catalog/currency-pricing').then(
      (m) => m.currencyPricingResource,
    ),
  '/setup/payment-term': () =>
    import('@wander/contract/resources/payment/payment-term').then((m) => m.paymentTermResource),
  '/setup/wander-serial-number': () =>
    import('@wander/contract/resources/catalog/serial-number').then((m) => m.serialNumberResource),
  '/setup/product': () =>
    import('@wander/contract/resources/catalog/product').then((m) => m.productResource),
  '/setup/location': () =>
    import('@wander/contract/resources/product/location').then((m) => m.locationResource),
  '/setup/offer-group': () =>
    import('@wander/contract/resources/offer/offer-group').then((m) => m.offerGroupResource),
  '/setup/partner-offer': () =>
    import('@wander/contract/resources/offer/partner-offer').then((m) => m.partnerOfferResource),
  '/setup/more-directory': () =>
    import('@wander/contract/resources/offer/more-directory').then((m) => m.moreDirectoryResource),
  '/setup/gift-background-image': () =>
    import('@wander/contract/resources/offer/gift-background-image').then(
      (m) => m.giftBackgroundImageResource,
    ),
  '/setup/best-selling': () =>
    import('@wander/contract/resources/offer/best-selling').then((m) => m.bestSellingResource),
  '/setup/recommend': () =>
    import('@wander/contract/resources/offer/recommend').then((m) => m.recommendResource),
  '/setup/product-type': () =>
    import('@wander/contract/resources/product/product-type').then((m) => m.productTypeResource),
  '/setup/brand': () =>
    import('@wander/contract/resources/product/brand').then((m) => m.brandResource),
  '/setup/dimension-setup': () =>
    import('@wander/contract/resources/product/dimension-setup').then(
      (m) => m.dimensionSetupResource,
    ),
  '/setup/cost-type-setup': () =>
    import('@wander/contract/resources/product/cost-type-setup').then(
      (m) => m.costTypeSetupResource,
    ),
  '/setup/cost-setup': () =>
    import('@wander/contract/resources/product/cost-setup').then((m) => m.costSetupResource),
  '/setup/warranty-type': () =>
    import('@wander/contract/resources/product/warranty-type').then((m) => m.warrantyTypeResource),
  '/setup/location-unit': () =>
    import('@wander/contract/resources/product/location-unit').then((m) => m.locationUnitResource),
  '/setup/location-sorting': () =>
    import('@wander/contract/resources/product/loc-sorting-header').then(
      (m) => m.locSortingHeaderResource,
    ),
  '/setup/customer': () =>
    import('@wander/contract/resources/customer/customer').then((m) => m.customerResource),
  '/setup/customer-group': () =>
    import('@wander/contract/resources/customer/customer-group').then(
      (m) => m.customerGroupResource,
    ),
  '/setup/membership': () =>
    import('@wander/contract/resources/customer/membership').then((m) => m.membershipResource),
  '/setup/appointment': () =>
    import('@wander/contract/resources/appointment/appointment').then((m) => m.appointmentResource),
  '/setup/timeslot': () =>
    import('@wander/contract/resources/appointment/timeslot').then((m) => m.timeslotResource),
  '/setup/holiday': () =>
    import('@wander/contract/resources/appointment/holiday').then((m) => m.holidayResource),
};
