import {
  kusama,
  polkadot,
  polkadotLocal,
  westend,
} from '../../../adapters/polkadot/createPolkadotAdapter';
import {
  polkadotReference,
  ss58PrefixOf,
  webSocketUrlOf,
} from '../../../adapters/polkadot/polkadotNetworks';

const LOCAL_GENESIS = `0x${'45'.repeat(32)}`;

describe('polkadot networks', () => {
  it('default: Polkadot, Kusama and Westend by their CAIP-2 ids, currencies and prefixes', () => {
    expect(polkadot).toMatchObject({
      caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      chainNamespace: 'polkadot',
      nativeCurrency: { symbol: 'DOT', decimals: 10 },
      rpcUrls: {
        default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] },
      },
    });
    expect(kusama).toMatchObject({
      caipNetworkId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      nativeCurrency: { symbol: 'KSM', decimals: 12 },
    });
    expect(westend).toMatchObject({
      caipNetworkId: 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e',
      nativeCurrency: { symbol: 'WND', decimals: 12 },
      testnet: true,
    });
    expect([polkadot, kusama, westend].map(ss58PrefixOf)).toEqual([0, 2, 42]);
    expect(polkadot.id).toBe('91b171bb158e2d3848fa23a9f1c25182');
  });

  it('default: polkadotLocal takes the chain’s genesis, currency and prefix; HTTP is the same port', () => {
    const local = polkadotLocal('ws://127.0.0.1:9944', {
      genesisHash: LOCAL_GENESIS,
      symbol: 'ROC',
      decimals: 12,
      ss58Prefix: 2,
    });
    expect(local).toEqual({
      id: '45'.repeat(16),
      name: 'Polkadot Local',
      chainNamespace: 'polkadot',
      caipNetworkId: `polkadot:${'45'.repeat(16)}`,
      nativeCurrency: { name: 'Polkadot Local', symbol: 'ROC', decimals: 12 },
      rpcUrls: { default: { http: ['http://127.0.0.1:9944'], webSocket: ['ws://127.0.0.1:9944'] } },
      testnet: true,
    });
    expect(ss58PrefixOf(local)).toBe(2);
    expect(webSocketUrlOf(local)).toBe('ws://127.0.0.1:9944');
    expect(
      polkadotLocal('wss://node.example', {
        genesisHash: LOCAL_GENESIS.toUpperCase().replace('0X', '0x'),
        symbol: 'UNIT',
        decimals: 10,
        ss58Prefix: 42,
        name: 'Dev',
      }),
    ).toMatchObject({ name: 'Dev', rpcUrls: { default: { http: ['https://node.example'] } } });
  });

  it('behavior: a network written by hand gets the generic prefix 42, and its ws URL from http', () => {
    const byHand = {
      ...westend,
      caipNetworkId: 'polkadot:0123456789abcdef0123456789abcdef',
      rpcUrls: { default: { http: ['https://x.example', 'wss://x.example'] } },
    } as const;
    expect(ss58PrefixOf(byHand)).toBe(42);
    expect(webSocketUrlOf(byHand)).toBe('wss://x.example');
    expect(() =>
      webSocketUrlOf({ ...byHand, rpcUrls: { default: { http: ['https://x.example'] } } }),
    ).toThrow(expect.objectContaining({ code: 'CHAIN_NOT_SUPPORTED' }));
  });

  it('errors: a bad URL, genesis hash or prefix is refused', () => {
    const options = { genesisHash: LOCAL_GENESIS, symbol: 'ROC', decimals: 12, ss58Prefix: 42 };
    expect(() => polkadotLocal('http://127.0.0.1:9944', options)).toThrow(
      expect.objectContaining({ code: 'CONFIG_INVALID' }),
    );
    expect(() => polkadotLocal('ws://a', { ...options, ss58Prefix: 46 })).toThrow('SS58 prefix');
    expect(() => polkadotLocal('ws://a', { ...options, genesisHash: '0x45' })).toThrow(
      expect.objectContaining({ code: 'INVALID_CHAIN_ID' }),
    );
    expect(polkadotReference(LOCAL_GENESIS.slice(2))).toBe('45'.repeat(16));
  });
});
