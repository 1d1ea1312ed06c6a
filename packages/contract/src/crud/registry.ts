import type { AnyResourceDefinition } from './define-resource.js';
import { wanderPlanResource } from '../product/wander-plan.resource.js';
import { currencyResource } from '../network/currency.resource.js';
import { exchangeRateResource } from '../network/exchange-rate.resource.js';
import { bankMasterResource } from '../network/bank-master.resource.js';
import { uomResource } from '../network/uom.resource.js';
import { countryResource } from '../product/country.resource.js';
import { settingsResource } from '../network/settings.resource.js';
import { taxCodeResource } from '../network/tax-code.resource.js';
import { taxGroupResource } from '../network/tax-group.resource.js';
import { itemTaxGroupResource } from '../network/item-tax-group.resource.js';
import { companyProfileResource } from '../network/company-profile.resource.js';
import { paymentTermResource } from '../payment/payment-term.resource.js';
import { serialNumberResource } from '../catalog/serial-number.resource.js';
import { productResource } from '../catalog/product.resource.js';
import { promotionResource } from '../catalog/promotion.resource.js';
import { currencyPricingResource } from '../catalog/currency-pricing.resource.js';
import { locationResource } from '../product/location.resource.js';
import { wanderPlatformResource } from '../payment/wander-platform.resource.js';
import { couponResource } from '../coupon/coupon.resource.js';
import { couponConsumerResource } from '../coupon/coupon-consumer.resource.js';
import { couponAutomationResource } from '../coupon/coupon-automation.resource.js';
import { offerGroupResource } from '../offer/offer-group.resource.js';
import { partnerOfferResource } from '../offer/partner-offer.resource.js';
import { moreDirectoryResource } from '../offer/more-directory.resource.js';
import { agentResource } from '../agent/agent.resource.js';
import { giftBackgroundImageResource } from '../offer/gift-background-image.resource.js';
import { bestSellingResource } from '../offer/best-selling.resource.js';
import { recommendResource } from '../offer/recommend.resource.js';
import { customerGroupResource } from '../customer/customer-group.resource.js';
import { membershipResource } from '../customer/membership.resource.js';
import { customerResource } from '../customer/customer.resource.js';
import { consumerGroupResource } from '../customer/consumer-group.resource.js';
import { consumerResource } from '../customer/consumer.resource.js';
import { consumerUpgradeGoalResource } from '../customer/consumer-upgrade-goal.resource.js';
import { productTypeResource } from '../product/product-type.resource.js';
import { productCategoryResource } from '../product/product-category.resource.js';
import { brandResource } from '../product/brand.resource.js';
import { dimensionSetupResource } from '../product/dimension-setup.resource.js';
import { costTypeSetupResource } from '../product/cost-type-setup.resource.js';
import { costSetupResource } from '../product/cost-setup.resource.js';
import { warrantyTypeResource } from '../product/warranty-type.resource.js';
import { warrantyResource } from '../product/warranty.resource.js';
import { locationUnitResource } from '../product/location-unit.resource.js';
import { locSortingHeaderResource } from '../product/loc-sorting-header.resource.js';
import { usageNotificationResource } from '../usage/usage-notification.resource.js';
import { timeslotResource } from '../appointment/timeslot.resource.js';
import { holidayResource } from '../appointment/holiday.resource.js';
import { providerResource } from '../supply/provider.resource.js';
import { groupOrderResource } from '../group/group-order.resource.js';

/** Every plain resource, for the contract test and the docs. One line per resource. */
export const resources: AnyResourceDefinition[] = [
  wanderPlanResource,
  currencyResource,
  exchangeRateResource,
  bankMasterResource,
  uomResource,
  countryResource,
  settingsResource,
  taxCodeResource,
  taxGroupResource,
  itemTaxGroupResource,
  companyProfileResource,
  paymentTermResource,
  couponResource,
  couponConsumerResource,
  couponAutomationResource,
  serialNumberResource,
  productResource,
  promotionResource,
  currencyPricingResource,
  locationResource,
  wanderPlatformResource,
  offerGroupResource,
  partnerOfferResource,
  moreDirectoryResource,
  giftBackgroundImageResource,
  bestSellingResource,
  recommendResource,
  customerGroupResource,
  membershipResource,
  customerResource,
  consumerGroupResource,
  consumerResource,
  consumerUpgradeGoalResource,
  productTypeResource,
  productCategoryResource,
  brandResource,
  dimensionSetupResource,
  costTypeSetupResource,
  costSetupResource,
  warrantyTypeResource,
  warrantyResource,
  locationUnitResource,
  locSortingHeaderResource,
  agentResource,
  usageNotificationResource,
  timeslotResource,
  holidayResource,
  providerResource,
  groupOrderResource,
];
