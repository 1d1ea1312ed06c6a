import type { Readable, Writable } from 'node:stream';

/**
 * The small part of the tar format (POSIX ustar, with pax headers for names over 100 bytes) a
 * backup needs: regular files and directories, written to and read from streams. Enough to
 * carry a data directory; GNU tar and bsdtar read what it writes (`tar -tzf backup.tar.gz`).
 */
const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

function header(name: string, size: number, type: '0' | '5' | 'x', mode: number, mtime: number) {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 'utf8');
  block.write(octal(mode, 8), 100, 'latin1');
  block.write(octal(0, 8), 108, 'latin1');
  block.write(octal(0, 8), 116, 'latin1');
  block.write(octal(size, 12), 124, 'latin1');
  block.write(octal(Math.floor(mtime / 1000), 12), 136, 'latin1');
  block.write(' '.repeat(8), 148, 'latin1');
  block.write(type, 156, 'latin1');
  block.write('ustar\0', 257, 'latin1');
  block.write('00', 263, 'latin1');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'latin1');
  return block;
}

/** A pax extended header carrying `path` when it does not fit the 100 bytes of ustar's name. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return Buffer.from(`${length}${body}`, 'utf8');
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function write(out: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    if (out.write(chunk)) return resolve();
    const onDrain = () => {
      out.off('error', onError);
      resolve();
    };
    const onError = (error: Error) => {
      out.off('drain', onDrain);
      reject(error);
    };
    out.once('drain', onDrain);
    out.once('error', onError);
  });
}

export interface EntryOptions {
  mode?: number;
  mtime?: number;
}

/** Writes tar entries to `out` one after the other; `end()` writes the end-of-archive blocks. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async head(name: string, size: number, type: '0' | '5', options: EntryOptions) {
    const mtime = options.mtime ?? Date.now();
    const mode = options.mode ?? (type === '5' ? 0o755 : 0o644);
    if (Buffer.byteLength(name) > 100) {
      const pax = paxRecord('path', name);
      await write(this.out, header('pax', pax.length, 'x', 0o644, mtime));
      await write(this.out, Buffer.concat([pax, padding(pax.length)]));
    }
    await write(this.out, header(name, size, type, mode, mtime));
  }

  async directory(name: string, options: EntryOptions = {}) {
    await this.head(name.endsWith('/') ? name : `${name}/`, 0, '5', options);
  }

  async file(name: string, data: Buffer, options: EntryOptions = {}) {
    await this.head(name, data.length, '0', options);
    await write(this.out, data);
    await write(this.out, padding(data.length));
  }

  /** A file of known `size` whose bytes come from `source` (a file being read). */
  async stream(name: string, size: number, source: Readable, options: EntryOptions = {}) {
    await this.head(name, size, '0', options);
    let written = 0;
    for await (const chunk of source as AsyncIterable<Buffer>) {
      if (written + chunk.length > size) throw new Error(`${name} grew while it was copied`);
      await write(this.out, chunk);
      written += chunk.length;
    }
    if (written !== size) throw new Error(`${name} shrank while it was copied`);
    await write(this.out, padding(size));
  }

  async end() {
    await write(this.out, Buffer.alloc(BLOCK * 2));
  }
}

/** Reads exactly the bytes asked for from a stream, across its chunks. */
class ByteReader {
  private buffered: Buffer[] = [];
  private length = 0;
  private readonly chunks: AsyncIterator<Buffer>;
  private done = false;

  constructor(source: Readable) {
    this.chunks = (source as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  }

  private async fill(n: number): Promise<boolean> {
    while (this.length < n && !this.done) {
      const next = await this.chunks.next();
      if (next.done) this.done = true;
      else {
        this.buffered.push(next.value);
        this.length += next.value.length;
      }
    }
    return this.length >= n;
  }

  private take(n: number): Buffer {
    const all = this.buffered.length === 1 ? this.buffered[0] : Buffer.concat(this.buffered);
    this.buffered = all.length > n ? [all.subarray(n)] : [];
    this.length = all.length - n;
    return all.subarray(0, n);
  }

  /** `n` bytes, or undefined when the stream ends first. */
  async exactly(n: number): Promise<Buffer | undefined> {
    return (await this.fill(n)) ? this.take(n) : undefined;
  }

  /** The next `n` bytes as they arrive, in pieces. */
  async *pieces(n: number): AsyncGenerator<Buffer> {
    let left = n;
    while (left > 0) {
      if (this.length === 0 && !(await this.fill(1))) throw new Error('the archive is cut short');
      const piece = this.take(Math.min(left, this.length));
      left -= piece.length;
      yield piece;
    }
  }
}

export interface TarEntry {
  name: string;
  type: 'file' | 'directory' | 'other';
  size: number;
  mode: number;
  /** The entry's bytes in pieces; read them (or not) before asking for the next entry. */
  body: AsyncGenerator<Buffer>;
}

function field(block: Buffer, start: number, length: number): string {
  return block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0[\s\S]*$/, '');
}

function paxPath(data: Buffer): string | undefined {
  let path: string | undefined;
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    if (space < 0) break;
    const length = Number(data.subarray(offset, space).toString('latin1'));
    if (!Number.isInteger(length) || length <= 0) break;
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
    const eq = record.indexOf('=');
    if (record.slice(0, eq) === 'path') path = record.slice(eq + 1);
    offset += length;
  }
  return path;
}

/**
 * The entries of a tar stream in order. Throws when the archive ends without its end blocks (a
 * copy cut short) or a header's checksum is wrong.
 */
export async function* readTar(source: Readable): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source);
  let longName: string | undefined;
  for (;;) {
    const block = await reader.exactly(BLOCK);
    if (!block) throw new Error('the archive is cut short (no end-of-archive blocks)');
    if (block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
    if (parseInt(field(block, 148, 8).trim(), 8) !== sum) {
      throw new Error('the archive is damaged (a header checksum does not match)');
    }
    const size = parseInt(field(block, 124, 12).trim() || '0', 8);
    const typeflag = field(block, 156, 1) || '0';
    const padded = Math.ceil(size / BLOCK) * BLOCK;
    if (typeflag === 'x' || typeflag === 'L') {
      const data = await reader.exactly(padded);
      if (!data) throw new Error('the archive is cut short');
      longName =
        typeflag === 'x' ? paxPath(data.subarray(0, size)) : field(data.subarray(0, size), 0, size);
      continue;
    }
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/` : '') + field(block, 0, 100);
    longName = undefined;
    let left = size;
    const body = (async function* () {
      for await (const piece of reader.pieces(size)) {
        left -= piece.length;
        yield piece;
      }
    })();
    yield {
      name,
      type: typeflag === '0' ? 'file' : typeflag === '5' ? 'directory' : 'other',
      size,
      mode: parseInt(field(block, 100, 8).trim() || '644', 8),
      body,
    };
    // What its reader left unread (or skipped) is read past here, with the padding.
    for await (const _ of reader.pieces(left + padded - size)) void _;
  }
}

/** All of an entry's bytes. */
export async function bytesOf(entry: TarEntry): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const piece of entry.body) parts.push(piece);
  return Buffer.concat(parts);
}
