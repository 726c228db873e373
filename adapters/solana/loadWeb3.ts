import { PorticoError } from '../../src/adapter/PorticoError';

import type * as Web3Module from '@solana/web3.js';

/** `@solana/web3.js`, the optional peer, as its module. */
export type Web3 = typeof Web3Module;

/**
 * Loads web3.js on the first send: nothing of it is in the adapter's entry, so a host pays for
 * it only when a visitor sends on Solana.
 */
export async function loadWeb3(): Promise<Web3> {
  try {
    return await import('@solana/web3.js');
  } catch (cause) {
    throw new PorticoError('SOLANA_WEB3_MISSING', 'Sending on Solana is not available', {
      details: 'Install the optional peer @solana/web3.js (1.x) to send on Solana',
      cause,
    });
  }
}
