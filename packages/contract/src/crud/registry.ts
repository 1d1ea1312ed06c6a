import type { AnyResourceDefinition } from './define-resource.js';
import { wanderPlanResource } from '../product/wander-plan.resource.js';
import { currencyResource } from '../network/currency.resource.js';

/** Every plain resource, for the contract test and the docs. One line per resource. */
export const resources: AnyResourceDefinition[] = [wanderPlanResource, currencyResource];
