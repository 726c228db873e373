import { invalidParams } from '../DevWalletRpcError';

/** `value`'s bytes as this realm's Uint8Array (a page's typed array may come from another). */
export function toBytes(value: unknown, what: string): Uint8Array {
  if (
    !ArrayBuffer.isView(value) ||
    !(value.constructor.name === 'Uint8Array' || value instanceof Uint8Array)
  )
    throw invalidParams(`${what} must be a Uint8Array`);
  return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
}
