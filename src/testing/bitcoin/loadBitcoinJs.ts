import type * as BitcoinJsModule from 'bitcoinjs-lib';
import { DevWalletRpcError } from '../DevWalletRpcError';
import { devEcc } from './devEcc';

/** bitcoinjs-lib (7), the optional peer the wallet signs PSBTs with, as its module. */
export type BitcoinJs = typeof BitcoinJsModule;

/**
 * Loads bitcoinjs-lib on the first PSBT, never at module load (a page that only connects or
 * signs messages does without it), and registers the wallet's ecc backend with it.
 */
export async function loadBitcoinJs(): Promise<BitcoinJs> {
  let bitcoin: BitcoinJs;
  try {
    bitcoin = await import('bitcoinjs-lib');
  } catch (cause) {
    throw new DevWalletRpcError(
      -32603,
      'The Portico Bitcoin dev wallet signs PSBTs with bitcoinjs-lib (7): install it',
      { cause },
    );
  }
  // A no-op when it is already ours; otherwise checked against bitcoinjs's vectors, then set.
  bitcoin.initEccLib(devEcc);
  return bitcoin;
}
