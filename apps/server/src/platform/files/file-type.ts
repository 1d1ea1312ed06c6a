import type { FileKind } from '@wander/contract';

export type SniffedType = 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/**
 * The type of a file from its first bytes (magic numbers), whatever its name or the type the
 * browser claimed: PNG, JPEG, WebP or PDF; null for anything else.
 */
export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  return null;
}

/** The types a field of a kind takes. */
export const ACCEPTED_TYPES: Record<FileKind, readonly SniffedType[]> = {
  image: ['image/png', 'image/jpeg', 'image/webp'],
  document: ['application/pdf'],
};

export const EXTENSION_OF: Record<SniffedType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
