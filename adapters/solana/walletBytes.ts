import { PorticoError } from '../../src/adapter/PorticoError';

/**
 * Bytes a wallet answered, checked: a Uint8Array (from any realm: an extension's is not this
 * page's class) of `length` bytes when given; copied, so the wallet cannot change it later.
 */
export function walletBytes(value: unknown, what: string, length?: number): Uint8Array {
  const isBytes = Object.prototype.toString.call(value) === '[object Uint8Array]';
  const bytes = isBytes ? new Uint8Array(value as Uint8Array) : null;
  if (!bytes || (length !== undefined && bytes.length !== length))
    throw new PorticoError('INVALID_WALLET_RESPONSE', 'The wallet returned an invalid answer', {
      details: `${what}: expected ${length ?? 'some'} bytes`,
    });
  return bytes;
}
