import { z } from 'zod';
import { optionalFileRef } from '../files/files.js';
import { integerValue, optionalText } from '../validation/validators.js';

export const WEB_ADDRESS = /^https?:\/\/\S+$/i;
export const LINK_MESSAGE = (label: string) => `${label} should be a web address (https://...)`;
/** A web address an offer or directory entry links to (http or https). */
export function optionalUrl(label: string) {
  return optionalText(label, { max: 512 }).refine((value) => !value || WEB_ADDRESS.test(value), {
    error: LINK_MESSAGE(label),
  });
}

/** An offer's image: an upload to `{apiPath}/files` (its id), or an outside http(s) URL. */
export const imageUrlField = (label = 'Image') => optionalFileRef(label);

/** Sort order shown to buyers: 0 first. */
export const sortOrderField = integerValue('Sort Order', { min: 0, max: 9999 });

export const when = z.date().or(z.string());

/** Validity to before (or at) validity from, in the form's words. */
export const VALIDITY_MESSAGE = 'Valid To should be after Valid From';
