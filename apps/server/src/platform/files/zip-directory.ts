import { inflateRawSync } from 'node:zlib';

/**
 * The entries of a ZIP archive (an xlsx workbook is one) read from its central directory, as
 * PKWARE's APPNOTE.TXT describes it, without inflating anything: the End of Central Directory
 * record (the last 22 bytes and a comment of up to 65,535), the ZIP64 one when the archive uses
 * it, then one central directory file header per entry with its sizes. Anything else refuses the
 * archive with a ZipError.
 */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

export class ZipError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;

function u64(buf: Buffer, at: number): number {
  const value = buf.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipError('A size is out of range');
  return Number(value);
}

/** The directory's place and size: from the End of Central Directory record (or ZIP64's). */
function directoryOf(buf: Buffer): { offset: number; size: number; count: number } {
  const lowest = Math.max(0, buf.length - 22 - MAX16);
  let at = buf.length - 22;
  while (at >= lowest && buf.readUInt32LE(at) !== EOCD) at--;
  if (at < lowest) throw new ZipError('It has no ZIP end of central directory');
  let count = buf.readUInt16LE(at + 10);
  let size = buf.readUInt32LE(at + 12);
  let offset = buf.readUInt32LE(at + 16);
  if (count === MAX16 || size === MAX32 || offset === MAX32) {
    const locator = at - 20;
    if (locator < 0 || buf.readUInt32LE(locator) !== ZIP64_LOCATOR) {
      throw new ZipError('It has no ZIP64 end of central directory');
    }
    const record = u64(buf, locator + 8);
    if (record + 56 > buf.length || buf.readUInt32LE(record) !== ZIP64_EOCD) {
      throw new ZipError('It has no ZIP64 end of central directory');
    }
    count = u64(buf, record + 32);
    size = u64(buf, record + 40);
    offset = u64(buf, record + 48);
  }
  if (offset + size > buf.length) throw new ZipError('Its central directory is cut short');
  return { offset, size, count };
}

/** The ZIP64 extended information extra field (0x0001): the sizes that did not fit 32 bits. */
function zip64Sizes(extra: Buffer, entry: ZipEntry) {
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + length) throw new ZipError('Its ZIP64 extra field is cut short');
        const value = u64(extra, field);
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === MAX32) entry.uncompressedSize = next();
      if (entry.compressedSize === MAX32) entry.compressedSize = next();
      if (entry.localHeaderOffset === MAX32) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + length;
  }
}

/** Every entry of the archive `buf`, as its central directory lists them. */
export function readZipDirectory(buf: Buffer): ZipEntry[] {
  const { offset, size, count } = directoryOf(buf);
  const end = offset + size;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || buf.readUInt32LE(at) !== CENTRAL_HEADER) {
      throw new ZipError('Its central directory is damaged');
    }
    const flags = buf.readUInt16LE(at + 8);
    if (flags & 0x1) throw new ZipError('It is encrypted');
    const nameLength = buf.readUInt16LE(at + 28);
    const extraLength = buf.readUInt16LE(at + 30);
    const commentLength = buf.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > end) throw new ZipError('Its central directory is damaged');
    const entry: ZipEntry = {
      name: buf.toString(flags & 0x800 ? 'utf8' : 'latin1', at + 46, at + 46 + nameLength),
      method: buf.readUInt16LE(at + 10),
      compressedSize: buf.readUInt32LE(at + 20),
      uncompressedSize: buf.readUInt32LE(at + 24),
      localHeaderOffset: buf.readUInt32LE(at + 42),
    };
    zip64Sizes(buf.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength), entry);
    entries.push(entry);
    at = next;
  }
  return entries;
}

/**
 * The content of one entry, inflated to at most its declared size: an entry whose data inflates
 * to more than its central directory says (a lie that would get past a check of the directory)
 * is refused as soon as it passes that size, without inflating the rest.
 */
export function readZipEntry(buf: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL_HEADER) {
    throw new ZipError(`The entry ${entry.name} is damaged`);
  }
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (data.length < entry.compressedSize)
    throw new ZipError(`The entry ${entry.name} is cut short`);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.uncompressedSize) {
      throw new ZipError(`The entry ${entry.name} is damaged`);
    }
    return data;
  }
  if (entry.method !== 8) throw new ZipError(`The entry ${entry.name} uses an unknown compression`);
  let content: Buffer;
  try {
    // maxOutputLength 0 is refused by zlib: an empty entry is allowed one byte, then compared.
    content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ZipError(`The entry ${entry.name} inflates to more than its declared size`);
    }
    throw new ZipError(`The entry ${entry.name} is damaged`);
  }
  if (content.length !== entry.uncompressedSize) {
    throw new ZipError(`The entry ${entry.name} is not its declared size`);
  }
  return content;
}
