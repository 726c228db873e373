import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import type { CosmosChainInfo, KeplrChainInfo } from './CosmosChainInfo';

/** The Cosmos Hub's chain info (ATOM). */
export const COSMOSHUB_CHAIN_INFO: CosmosChainInfo = {
  chainId: 'cosmoshub-4',
  chainName: 'Cosmos Hub',
  rpc: 'https://cosmos-rpc.publicnode.com',
  rest: 'https://cosmos-rest.publicnode.com',
  bech32Prefix: 'cosmos',
  coinType: 118,
  denom: 'uatom',
  symbol: 'ATOM',
  decimals: 6,
  gasPrice: '0.025uatom',
  gasPriceStep: { low: 0.01, average: 0.025, high: 0.03 },
  coinGeckoId: 'cosmos',
  explorer: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' },
};

/** Osmosis's chain info (OSMO). */
export const OSMOSIS_CHAIN_INFO: CosmosChainInfo = {
  chainId: 'osmosis-1',
  chainName: 'Osmosis',
  rpc: 'https://osmosis-rpc.publicnode.com',
  rest: 'https://osmosis-rest.publicnode.com',
  bech32Prefix: 'osmo',
  coinType: 118,
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  gasPrice: '0.025uosmo',
  gasPriceStep: { low: 0.0025, average: 0.025, high: 0.04 },
  coinGeckoId: 'osmosis',
  explorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
};

/** The chain infos the adapter knows without being told. */
export const BUILT_IN_COSMOS_CHAINS: readonly CosmosChainInfo[] = [
  COSMOSHUB_CHAIN_INFO,
  OSMOSIS_CHAIN_INFO,
];

/** The `CaipNetwork` of a Cosmos chain (`cosmos:<chain id>`), its RPC the info's. */
export function cosmosNetwork(info: CosmosChainInfo): CaipNetwork {
  return {
    id: info.chainId,
    name: info.chainName,
    chainNamespace: 'cosmos',
    caipNetworkId: `cosmos:${info.chainId}`,
    nativeCurrency: { name: info.symbol, symbol: info.symbol, decimals: info.decimals },
    rpcUrls: { default: { http: [info.rpc] } },
    ...(info.explorer ? { blockExplorers: { default: info.explorer } } : {}),
    ...(info.testnet ? { testnet: true } : {}),
  };
}

/** Cosmos Hub mainnet (`cosmos:cosmoshub-4`), read through publicnode's CometBFT RPC. */
export const cosmoshub: CaipNetwork = cosmosNetwork(COSMOSHUB_CHAIN_INFO);

/** Osmosis mainnet (`cosmos:osmosis-1`). */
export const osmosis: CaipNetwork = cosmosNetwork(OSMOSIS_CHAIN_INFO);

/** What a local chain differs by; every field has the local stand-in's value as its default. */
export interface CosmosLocalOptions {
  chainId?: string;
  chainName?: string;
  denom?: string;
  symbol?: string;
  decimals?: number;
  bech32Prefix?: string;
  gasPrice?: string;
  /** A REST (LCD) URL for the wallet; default the RPC URL (the stand-in has none). */
  rest?: string;
}

/** A network with the chain info the adapter needs for it. */
export interface CosmosNetworkWithInfo {
  network: CaipNetwork;
  info: CosmosChainInfo;
}

/**
 * A local chain behind the CometBFT RPC at `rpcUrl` (default: the local stand-in of
 * `npm start`, on CometBFT's usual port), as a network and its chain info. Both are handed
 * over, explicitly: the network to the modal's `networks`, the info to the adapter.
 *
 * ```ts
 * const local = cosmosLocal('http://127.0.0.1:26657');
 * createWalletModal({ networks: [local.network], adapters: [cosmosAdapter({ chains: [local.info] })] });
 * ```
 */
export function cosmosLocal(
  rpcUrl = 'http://127.0.0.1:26657',
  options: CosmosLocalOptions = {},
): CosmosNetworkWithInfo {
  const info: CosmosChainInfo = {
    chainId: options.chainId ?? 'portico-local-1',
    chainName: options.chainName ?? 'Cosmos Local',
    rpc: rpcUrl,
    rest: options.rest ?? rpcUrl,
    bech32Prefix: options.bech32Prefix ?? 'cosmos',
    coinType: 118,
    denom: options.denom ?? 'uatom',
    symbol: options.symbol ?? 'ATOM',
    decimals: options.decimals ?? 6,
    gasPrice: options.gasPrice ?? '0.025uatom',
    testnet: true,
  };
  return { network: cosmosNetwork(info), info };
}

/** The chain id of a cosmos network (its CAIP-2 reference), or undefined for another namespace's. */
export function cosmosChainIdOf(network: Pick<CaipNetwork, 'caipNetworkId'>): string | undefined {
  const [namespace, reference] = network.caipNetworkId.split(':');
  return namespace === 'cosmos' && reference ? reference : undefined;
}

/** The gas price's number, for a wallet's `gasPriceStep`: `0.025uatom` is 0.025. */
const gasPriceNumber = (gasPrice: string) => Number.parseFloat(gasPrice) || 0;

/**
 * The Keplr chain info of `info`, for `experimentalSuggestChain`: the SDK's derived prefixes
 * (`cosmosvaloper`, …), one currency that pays fees and is staked.
 */
export function toKeplrChainInfo(info: CosmosChainInfo): KeplrChainInfo {
  const prefix = info.bech32Prefix;
  const currency = {
    coinDenom: info.symbol,
    coinMinimalDenom: info.denom,
    coinDecimals: info.decimals,
    ...(info.coinGeckoId ? { coinGeckoId: info.coinGeckoId } : {}),
  };
  const average = gasPriceNumber(info.gasPrice);
  return {
    chainId: info.chainId,
    chainName: info.chainName,
    rpc: info.rpc,
    rest: info.rest ?? info.rpc,
    bip44: { coinType: info.coinType ?? 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [
      {
        ...currency,
        gasPriceStep: info.gasPriceStep ?? { low: average / 2, average, high: average * 2 },
      },
    ],
    stakeCurrency: currency,
    features: [],
  };
}
