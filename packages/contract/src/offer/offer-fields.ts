import { z } from 'zod';
import { integerValue, optionalText } from '../validation/validators.js';

export const WEB_ADDRESS = /^https?:\/\/\S+$/i;
export const LINK_MESSAGE = (label: string) => `${label} should be a web address (https://...)`;
/** An image reference: a web address, or a path of the shared upload (`{entity}/files`). */
export const IMAGE_REFERENCE = /^(https?:\/\/|\/)\S+$/i;
export const IMAGE_MESSAGE = (label: string) =>
  `${label} should be a web address (https://...) or a file path`;

/** A web address an offer or directory entry links to (http or https). */
export function optionalUrl(label: string) {
  return optionalText(label, { max: 512 }).refine((value) => !value || WEB_ADDRESS.test(value), {
    error: LINK_MESSAGE(label),
  });
}

/** Where an image lives until the shared upload field is wired: a URL or a file path. */
export function imageUrlField(label = 'Image') {
  return optionalText(label, { max: 512 }).refine(
    (value) => !value || IMAGE_REFERENCE.test(value),
    { error: IMAGE_MESSAGE(label) },
  );
}

/** Sort order shown to buyers: 0 first. */
export const sortOrderField = integerValue('Sort Order', { min: 0, max: 9999 });

export const when = z.date().or(z.string());

/** Validity to before (or at) validity from, in the form's words. */
export const VALIDITY_MESSAGE = 'Valid To should be after Valid From';
