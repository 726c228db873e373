/** @jest-environment node */
import { cosmosChainInfoProblem } from '../../../adapters/cosmos/checkCosmosChainInfo';
import {
  COSMOSHUB_CHAIN_INFO,
  cosmosAdapter,
  cosmoshub,
  cosmosLocal,
  cosmosNetwork,
  osmosis,
  OSMOSIS_CHAIN_INFO,
  toKeplrChainInfo,
} from '../../../adapters/cosmos/createCosmosAdapter';
import { caipNetwork } from '../../../src/config/networkChecks';

describe('cosmos networks', () => {
  it('default: Cosmos Hub and Osmosis are cosmos networks the config accepts', () => {
    expect(cosmoshub).toEqual({
      id: 'cosmoshub-4',
      name: 'Cosmos Hub',
      chainNamespace: 'cosmos',
      caipNetworkId: 'cosmos:cosmoshub-4',
      nativeCurrency: { name: 'ATOM', symbol: 'ATOM', decimals: 6 },
      rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
      blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
    });
    expect(osmosis).toMatchObject({
      id: 'osmosis-1',
      caipNetworkId: 'cosmos:osmosis-1',
      nativeCurrency: { symbol: 'OSMO', decimals: 6 },
    });
    expect(OSMOSIS_CHAIN_INFO).toMatchObject({
      bech32Prefix: 'osmo',
      denom: 'uosmo',
      gasPrice: '0.025uosmo',
    });
    for (const network of [cosmoshub, osmosis, cosmosLocal().network])
      expect(caipNetwork(network, 'networks.0')).toEqual(network);
  });

  it('default: cosmosLocal is the stand-in’s chain, a network and its info', () => {
    const local = cosmosLocal('http://127.0.0.1:4000');
    expect(local.network).toEqual({
      id: 'portico-local-1',
      name: 'Cosmos Local',
      chainNamespace: 'cosmos',
      caipNetworkId: 'cosmos:portico-local-1',
      nativeCurrency: { name: 'ATOM', symbol: 'ATOM', decimals: 6 },
      rpcUrls: { default: { http: ['http://127.0.0.1:4000'] } },
      testnet: true,
    });
    expect(local.info).toMatchObject({
      chainId: 'portico-local-1',
      rpc: 'http://127.0.0.1:4000',
      bech32Prefix: 'cosmos',
      denom: 'uatom',
      symbol: 'ATOM',
      decimals: 6,
      gasPrice: '0.025uatom',
    });
    expect(cosmosLocal().info.rpc).toBe('http://127.0.0.1:26657');
  });

  it('default: cosmosLocal takes another chain’s figures', () => {
    const { network, info } = cosmosLocal('http://127.0.0.1:5000', {
      chainId: 'other-2',
      denom: 'ustake',
      symbol: 'STAKE',
      decimals: 3,
      bech32Prefix: 'wasm',
      gasPrice: '0.1ustake',
    });
    expect(network).toMatchObject({
      id: 'other-2',
      caipNetworkId: 'cosmos:other-2',
      nativeCurrency: { symbol: 'STAKE', decimals: 3 },
    });
    expect(info).toMatchObject({ bech32Prefix: 'wasm', denom: 'ustake', gasPrice: '0.1ustake' });
    expect(cosmosNetwork(info)).toEqual(network);
  });

  it('default: the Keplr chain info for suggest-chain (coin type 118, SDK prefixes, one currency)', () => {
    expect(toKeplrChainInfo(COSMOSHUB_CHAIN_INFO)).toEqual({
      chainId: 'cosmoshub-4',
      chainName: 'Cosmos Hub',
      rpc: 'https://cosmos-rpc.publicnode.com',
      rest: 'https://cosmos-rest.publicnode.com',
      bip44: { coinType: 118 },
      bech32Config: {
        bech32PrefixAccAddr: 'cosmos',
        bech32PrefixAccPub: 'cosmospub',
        bech32PrefixValAddr: 'cosmosvaloper',
        bech32PrefixValPub: 'cosmosvaloperpub',
        bech32PrefixConsAddr: 'cosmosvalcons',
        bech32PrefixConsPub: 'cosmosvalconspub',
      },
      currencies: [
        { coinDenom: 'ATOM', coinMinimalDenom: 'uatom', coinDecimals: 6, coinGeckoId: 'cosmos' },
      ],
      feeCurrencies: [
        {
          coinDenom: 'ATOM',
          coinMinimalDenom: 'uatom',
          coinDecimals: 6,
          coinGeckoId: 'cosmos',
          gasPriceStep: { low: 0.01, average: 0.025, high: 0.03 },
        },
      ],
      stakeCurrency: {
        coinDenom: 'ATOM',
        coinMinimalDenom: 'uatom',
        coinDecimals: 6,
        coinGeckoId: 'cosmos',
      },
      features: [],
    });
    // Without steps: half, one and two times the gas price; the REST URL defaults to the RPC.
    const local = toKeplrChainInfo(cosmosLocal('http://127.0.0.1:4000').info);
    expect(local.feeCurrencies[0]!.gasPriceStep).toEqual({
      low: 0.0125,
      average: 0.025,
      high: 0.05,
    });
    expect(local.rest).toBe('http://127.0.0.1:4000');
  });
});

describe('cosmos chain infos, checked', () => {
  const good = cosmosLocal('http://127.0.0.1:4000').info;
  it.each([
    [{ chainId: 'has space' }, /chainId/],
    [{ chainId: 'x'.repeat(33) }, /chainId/],
    [{ bech32Prefix: 'Cosmos' }, /bech32Prefix/],
    [{ rpc: 'ws://x' }, /rpc/],
    [{ decimals: 40 }, /decimals/],
    [{ denom: '' }, /denom/],
    [{ gasPrice: '0.025' }, /gasPrice/],
    [{ gasPrice: '0.025uosmo' }, /gasPrice must be in uatom/],
  ])('error: %j is refused', (change, reason) => {
    expect(cosmosChainInfoProblem({ ...good, ...change })).toMatch(reason);
    expect(() => cosmosAdapter({ chains: [{ ...good, ...change }] })).toThrow(
      expect.objectContaining({ code: 'CONFIG_INVALID', message: expect.stringMatching(reason) }),
    );
  });

  it('default: the built-in infos and the local one pass', () => {
    for (const info of [COSMOSHUB_CHAIN_INFO, OSMOSIS_CHAIN_INFO, good])
      expect(cosmosChainInfoProblem(info)).toBeUndefined();
  });

  it('default: checkNetworks names the cosmos networks the adapter has no info for', () => {
    const local = cosmosLocal('http://127.0.0.1:4000');
    const other = cosmosLocal('http://127.0.0.1:4001', { chainId: 'other-1' }).network;
    expect(cosmosAdapter().checkNetworks!([cosmoshub, osmosis])).toBeUndefined();
    expect(cosmosAdapter().checkNetworks!([cosmoshub, local.network, other])).toBe(
      'cosmos:portico-local-1, cosmos:other-1 have no cosmos chain info: pass it in cosmosAdapter({ chains })',
    );
    expect(cosmosAdapter({ chains: [local.info] }).checkNetworks!([local.network])).toBeUndefined();
  });
});
