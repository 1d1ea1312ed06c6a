/**
 * A Buffer a worker task answers arrives as a plain Uint8Array (structured clone keeps the bytes,
 * not the class): the same bytes as a Buffer again, without a copy.
 */
export const asBuffer = (bytes: Uint8Array): Buffer =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
