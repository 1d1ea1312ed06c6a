import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A ZIP archive built by hand for tests, as PKWARE's APPNOTE.TXT lays it out: a local file header
 * and the data of each entry, the central directory, the End of Central Directory record. An
 * entry is deflated from `content`, or given as already deflated `deflated` data with its real
 * size; `declaredSize` writes another uncompressed size than the real one (a directory that
 * lies).
 */
export interface BuiltEntry {
  name: string;
  content?: Buffer;
  deflated?: { data: Buffer; size: number; crc: number };
  declaredSize?: number;
}

export function buildZip(entries: BuiltEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflated?.data ?? deflateRawSync(entry.content ?? Buffer.alloc(0));
    const size = entry.declaredSize ?? entry.deflated?.size ?? entry.content?.length ?? 0;
    const crc = entry.deflated?.crc ?? crc32(entry.content ?? Buffer.alloc(0));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflated
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
