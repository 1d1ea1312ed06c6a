import { timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../platform/crypto/secret-box.js';

/** A personal page stays open this many days after the trip's last day (the way home, a top-up). */
export const PAGE_DAYS_AFTER_TRIP = 3;

export interface TravellerPass {
  groupId: string;
  travellerId: string;
  /** The last day the page opens, YYYY-MM-DD (UTC). */
  until: string;
}

const DAY_MS = 86_400_000;
const PURPOSE = 'group-traveller-page';
/** 16 + 16 bytes of ids, 2 of the day, 16 of MAC: 67 characters of base64url. */
const MAC_BYTES = 16;

/** The page's last day: the trip's end plus PAGE_DAYS_AFTER_TRIP. */
export function pageUntil(endDate: string): string {
  const end = new Date(`${endDate}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + PAGE_DAYS_AFTER_TRIP);
  return end.toISOString().slice(0, 10);
}

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (bytes: Buffer) =>
  bytes.toString('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/**
 * A traveller's personal page token: the group, the traveller and the page's last day, with a
 * MAC under the server's SECRETS_KEY, so it cannot be forged or altered (and fits in a path
 * segment: fastify takes parameters of up to 100 characters).
 */
export function travellerToken(secrets: SecretBox, pass: TravellerPass): string {
  const day = Buffer.alloc(2);
  day.writeUInt16BE(Math.floor(Date.parse(`${pass.until}T00:00:00Z`) / DAY_MS));
  const payload = Buffer.concat([uuidBytes(pass.groupId), uuidBytes(pass.travellerId), day]);
  const mac = secrets.mac(PURPOSE, payload).subarray(0, MAC_BYTES);
  return Buffer.concat([payload, mac]).toString('base64url');
}

/** The pass a token carries, or null for a forged, altered or foreign token. */
export function openTravellerToken(secrets: SecretBox, token: string): TravellerPass | null {
  const raw = Buffer.from(token, 'base64url');
  if (raw.length !== 34 + MAC_BYTES || raw.toString('base64url') !== token) return null;
  const payload = raw.subarray(0, 34);
  // During a key rotation a link signed under the previous key still opens.
  const given = raw.subarray(34);
  const valid = secrets
    .macs(PURPOSE, payload)
    .some((mac) => timingSafeEqual(mac.subarray(0, MAC_BYTES), given));
  if (!valid) return null;
  return {
    groupId: uuidOf(payload.subarray(0, 16)),
    travellerId: uuidOf(payload.subarray(16, 32)),
    until: new Date(payload.readUInt16BE(32) * DAY_MS).toISOString().slice(0, 10),
  };
}

/** Whether the page's last day (UTC) is over. */
export const passExpired = (pass: TravellerPass, now = new Date()) =>
  now.toISOString().slice(0, 10) > pass.until;

/** The page's address: `${publicBaseUrl}trip/{token}`. */
export const travellerPageUrl = (baseUrl: string, token: string) =>
  `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}trip/${token}`;
