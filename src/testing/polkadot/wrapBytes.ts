/**
 * What `signRaw` signs, as Polkadot extensions do (@polkadot/util's u8aWrapBytes rule): the
 * bytes inside `<Bytes>…</Bytes>`, so a signed message can never be a valid extrinsic; bytes
 * already wrapped, or an Ethereum-style message (`\x19Ethereum Signed Message:\n…`), as they
 * are. `data` is hex (0x…) when it looks like it, UTF-8 text otherwise.
 */

const encoder = new TextEncoder();
const PREFIX = encoder.encode('<Bytes>');
const POSTFIX = encoder.encode('</Bytes>');
const ETHEREUM = encoder.encode('\x19Ethereum Signed Message:\n');

const startsWith = (bytes: Uint8Array, head: Uint8Array, at = 0): boolean =>
  bytes.length >= at + head.length && head.every((byte, index) => bytes[at + index] === byte);

/** The bytes of a signRaw `data`: 0x-hex decoded, anything else UTF-8. */
export function rawDataBytes(data: string): Uint8Array {
  if (/^0x([0-9a-fA-F]{2})*$/.test(data)) {
    const bytes = new Uint8Array((data.length - 2) / 2);
    for (let index = 0; index < bytes.length; index++)
      bytes[index] = Number.parseInt(data.slice(2 + index * 2, 4 + index * 2), 16);
    return bytes;
  }
  return encoder.encode(data);
}

export function wrapBytes(bytes: Uint8Array): Uint8Array {
  const wrapped =
    bytes.length >= PREFIX.length + POSTFIX.length &&
    startsWith(bytes, PREFIX) &&
    startsWith(bytes, POSTFIX, bytes.length - POSTFIX.length);
  if (wrapped || startsWith(bytes, ETHEREUM)) return bytes;
  const result = new Uint8Array(PREFIX.length + bytes.length + POSTFIX.length);
  result.set(PREFIX);
  result.set(bytes, PREFIX.length);
  result.set(POSTFIX, PREFIX.length + bytes.length);
  return result;
}
