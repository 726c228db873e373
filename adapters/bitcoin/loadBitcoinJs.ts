import { PorticoError } from '../../src/adapter/PorticoError';
import type { BitcoinNetworkKind } from './bitcoinNetworks';

import type * as BitcoinJsModule from 'bitcoinjs-lib';

/** `bitcoinjs-lib`, the optional peer, as its module. */
export type BitcoinJs = typeof BitcoinJsModule;
/** A bitcoinjs network (address prefixes and PSBT defaults). */
export type BitcoinJsNetwork = BitcoinJs['networks']['bitcoin'];

let loading: Promise<BitcoinJs> | undefined;

/**
 * Loads bitcoinjs-lib on the first send or signature check, with our ecc backend registered
 * (taproot needs it): nothing of it is in the adapter's entry, so a host pays for it only
 * when a visitor sends on Bitcoin. One load per page; a failed one is tried again next time.
 */
export function loadBitcoinJs(): Promise<BitcoinJs> {
  loading ??= Promise.all([import('bitcoinjs-lib'), import('./eccLib')]).then(
    ([bitcoin, { eccLib }]) => {
      bitcoin.initEccLib(eccLib);
      return bitcoin;
    },
    (cause: unknown) => {
      loading = undefined;
      throw new PorticoError('BITCOINJS_MISSING', 'Sending on Bitcoin is not available', {
        details: 'Install the optional peer bitcoinjs-lib (7.x) to send on Bitcoin',
        cause,
      });
    },
  );
  return loading;
}

/** bitcoinjs' parameters of a network kind: signet's are testnet's (same prefixes). */
export function bitcoinJsNetwork(bitcoin: BitcoinJs, kind: BitcoinNetworkKind): BitcoinJsNetwork {
  switch (kind) {
    case 'mainnet':
      return bitcoin.networks.bitcoin;
    case 'testnet':
    case 'signet':
      return bitcoin.networks.testnet;
    case 'regtest':
      return bitcoin.networks.regtest;
  }
}
