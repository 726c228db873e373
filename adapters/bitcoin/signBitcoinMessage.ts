import { PorticoError } from '../../src/adapter/PorticoError';
import type { BitcoinWallet } from './BitcoinWallet';

/**
 * Has the wallet sign `message` with `address`'s key, and checks the signature before anyone
 * relies on it: a wallet that signed with another key, or answered something else, is refused
 * here (BIP-322 loads bitcoinjs-lib).
 */
export async function signBitcoinMessage(
  wallet: BitcoinWallet,
  address: string,
  message: string,
  ask: <T>(run: () => Promise<T>) => Promise<T>,
): Promise<string> {
  const { signature } = await ask(() => wallet.signMessage(address, message));
  const { verifyBitcoinSignature } = await import('./verifyBitcoinSignature');
  try {
    await verifyBitcoinSignature({ message, signature, address });
  } catch (error) {
    throw new PorticoError('INVALID_SIGNATURE', 'The wallet returned an invalid signature', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
  return signature;
}
