import { PorticoError } from '../../../src/adapter/PorticoError';
import {
  bitcoin,
  bitcoinNetworkKind,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  toWalletStandardChain,
} from '../../../adapters/bitcoin/bitcoinNetworks';

describe('bitcoin networks', () => {
  it('are bip122 networks by the first 32 hex characters of their genesis hash', () => {
    expect(bitcoin.caipNetworkId).toBe('bip122:000000000019d6689c085ae165831e93');
    expect(bitcoinTestnet.caipNetworkId).toBe('bip122:000000000933ea01ad0ee984209779ba');
    expect(bitcoinSignet.caipNetworkId).toBe('bip122:00000008819873e925422c1ff0f99f7c');
    expect(bitcoinRegtest().caipNetworkId).toBe('bip122:0f9188f13cb7b2f71f2a335e3a4fc328');
    for (const network of [bitcoin, bitcoinTestnet, bitcoinSignet, bitcoinRegtest()]) {
      expect(network.chainNamespace).toBe('bip122');
      expect(network.nativeCurrency).toEqual({ name: 'Bitcoin', symbol: 'BTC', decimals: 8 });
      expect(network.testnet ?? false).toBe(network !== bitcoin);
    }
  });

  it('read through Esplora: mempool.space, or the regtest URL given', () => {
    expect(bitcoin.rpcUrls.default.http).toEqual(['https://mempool.space/api']);
    expect(bitcoinSignet.rpcUrls.default.http).toEqual(['https://mempool.space/signet/api']);
    expect(bitcoinRegtest().rpcUrls.default.http).toEqual(['http://127.0.0.1:3002']);
    expect(bitcoinRegtest('http://localhost:9').rpcUrls.default.http).toEqual([
      'http://localhost:9',
    ]);
    expect(bitcoinRegtest().name).toBe('Bitcoin Regtest');
  });

  it('have a kind and a Wallet Standard chain', () => {
    expect(
      [bitcoin, bitcoinTestnet, bitcoinSignet, bitcoinRegtest()].map(bitcoinNetworkKind),
    ).toEqual(['mainnet', 'testnet', 'signet', 'regtest']);
    expect(toWalletStandardChain(bitcoinRegtest())).toBe('bitcoin:regtest');
    expect(toWalletStandardChain(bitcoin)).toBe('bitcoin:mainnet');
  });

  it('an unknown reference or another namespace is CHAIN_NOT_SUPPORTED', () => {
    for (const caipNetworkId of ['bip122:ffffffffffffffffffffffffffffffff', 'eip155:1'] as const) {
      const error = (() => {
        try {
          bitcoinNetworkKind({ caipNetworkId });
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(PorticoError);
      expect((error as PorticoError).code).toBe('CHAIN_NOT_SUPPORTED');
    }
  });
});
