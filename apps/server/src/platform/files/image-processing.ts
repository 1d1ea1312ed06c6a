import sharp from 'sharp';
import type { SniffedType } from './file-type.js';

/** Longest side of a stored image (larger uploads are scaled down) and of its thumbnail. */
export const MAX_IMAGE_SIDE = 2048;
export const THUMBNAIL_SIDE = 320;
/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  content: Buffer;
  contentType: SniffedType;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/**
 * Decodes and re-encodes an uploaded image in its own format (what reaches the storage is what
 * sharp wrote: metadata such as GPS position dropped, anything appended to the image gone), turned
 * upright by its EXIF orientation, at most MAX_IMAGE_SIDE on its longest side; plus a WebP
 * thumbnail. Throws when the bytes do not decode as an image.
 */
export async function processImage(bytes: Buffer, type: SniffedType): Promise<ProcessedImage> {
  const source = () =>
    sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'image/png'
      ? source().png({ compressionLevel: 9 })
      : type === 'image/jpeg'
        ? source().jpeg({ quality: 85, mozjpeg: true })
        : source().webp({ quality: 85 });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  const thumbnail = await sharp(data)
    .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
  return { content: data, contentType: type, width: info.width, height: info.height, thumbnail };
}
