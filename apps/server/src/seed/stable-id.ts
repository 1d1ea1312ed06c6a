import { hash } from 'node:crypto';

/** A UUID derived from a name: demo rows without a natural key stay the same on every run. */
export function stableId(name: string): string {
  const hex = hash('sha1', `wander-demo:${name}`);
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
