import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import { isSs58Prefix } from './polkadotAddress';

/**
 * Genesis hashes; a polkadot CAIP-2 reference is the first 32 hex characters of one, without
 * its 0x (CAIP-13, as WalletConnect names these chains).
 */
export const POLKADOT_GENESIS_HASH =
  '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3';
export const KUSAMA_GENESIS_HASH =
  '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe';
export const WESTEND_GENESIS_HASH =
  '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e';

/** The CAIP-2 reference of a chain: its genesis hash's first 16 bytes, lower-case hex. */
export function polkadotReference(genesisHash: string): string {
  const hex = genesisHash.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(hex))
    throw new PorticoError('INVALID_CHAIN_ID', 'Invalid chain id', {
      details: `${genesisHash} is not a 32-byte genesis hash`,
    });
  return hex.slice(0, 32);
}

/**
 * The SS58 prefix of each network by CAIP-2 id: the three public ones here, and each chain
 * `polkadotLocal` made. Addresses are shown (and accounts given) in their network's form.
 */
const SS58_PREFIXES = new Map<string, number>();

function polkadotNetwork(
  genesisHash: string,
  name: string,
  currency: { name: string; symbol: string; decimals: number },
  ss58Prefix: number,
  rpc: { http: string; webSocket: string },
  extra: Partial<CaipNetwork> = {},
): CaipNetwork {
  const reference = polkadotReference(genesisHash);
  const network: CaipNetwork = {
    id: reference,
    name,
    chainNamespace: 'polkadot',
    caipNetworkId: `polkadot:${reference}`,
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc.http], webSocket: [rpc.webSocket] } },
    ...extra,
  };
  SS58_PREFIXES.set(network.caipNetworkId, ss58Prefix);
  return network;
}

/** The Polkadot relay chain: DOT, 10 decimals, SS58 prefix 0. */
export const polkadot: CaipNetwork = polkadotNetwork(
  POLKADOT_GENESIS_HASH,
  'Polkadot',
  { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  0,
  { http: 'https://rpc.polkadot.io', webSocket: 'wss://rpc.polkadot.io' },
  { blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } } },
);

/** The Kusama relay chain: KSM, 12 decimals, SS58 prefix 2. */
export const kusama: CaipNetwork = polkadotNetwork(
  KUSAMA_GENESIS_HASH,
  'Kusama',
  { name: 'Kusama', symbol: 'KSM', decimals: 12 },
  2,
  { http: 'https://kusama-rpc.polkadot.io', webSocket: 'wss://kusama-rpc.polkadot.io' },
  { blockExplorers: { default: { name: 'Subscan', url: 'https://kusama.subscan.io' } } },
);

/** The Westend test relay chain: WND, 12 decimals, the generic SS58 prefix 42. */
export const westend: CaipNetwork = polkadotNetwork(
  WESTEND_GENESIS_HASH,
  'Westend',
  { name: 'Westend', symbol: 'WND', decimals: 12 },
  42,
  { http: 'https://westend-rpc.polkadot.io', webSocket: 'wss://westend-rpc.polkadot.io' },
  {
    blockExplorers: { default: { name: 'Subscan', url: 'https://westend.subscan.io' } },
    testnet: true,
  },
);

export interface PolkadotLocalOptions {
  /** The chain's genesis hash (0x + 64 hex): its CAIP-2 reference is the first 32 digits. */
  genesisHash: string;
  symbol: string;
  decimals: number;
  /** The chain's SS58 prefix (`system_properties.ss58Format`); 42 for most dev chains. */
  ss58Prefix: number;
  /** Default 'Polkadot Local'. */
  name?: string;
}

/**
 * A local Substrate chain at the WebSocket URL `wsUrl` (the chopsticks chain of `npm start`
 * and the suites: `test/stack/polkadot/cli.mjs` prints its URL, genesis hash, symbol,
 * decimals and prefix). `rpcUrls.default.http` is the same endpoint over HTTP, which a
 * Substrate node (and chopsticks) serves on the same port; reads and sends use the WebSocket.
 */
export function polkadotLocal(wsUrl: string, options: PolkadotLocalOptions): CaipNetwork {
  if (!/^wss?:\/\//.test(wsUrl))
    throw new PorticoError(
      'CONFIG_INVALID',
      `Invalid Portico config: polkadotLocal: "${wsUrl}" is not a ws:// or wss:// URL`,
    );
  if (!isSs58Prefix(options.ss58Prefix))
    throw new PorticoError(
      'CONFIG_INVALID',
      `Invalid Portico config: polkadotLocal: ${options.ss58Prefix} is not an SS58 prefix`,
    );
  const name = options.name ?? 'Polkadot Local';
  return polkadotNetwork(
    options.genesisHash,
    name,
    { name, symbol: options.symbol, decimals: options.decimals },
    options.ss58Prefix,
    { http: wsUrl.replace(/^ws/, 'http'), webSocket: wsUrl },
    { testnet: true },
  );
}

/**
 * The SS58 prefix of `network`: the one it was made with (the three public networks, or
 * `polkadotLocal`), else the generic 42 of Substrate (a network the host wrote by hand).
 */
export function ss58PrefixOf(network: Pick<CaipNetwork, 'caipNetworkId'>): number {
  return SS58_PREFIXES.get(network.caipNetworkId) ?? 42;
}

/** The network's WebSocket endpoint, which reads and sends use (status updates subscribe). */
export function webSocketUrlOf(network: CaipNetwork): string {
  const url =
    network.rpcUrls.default.webSocket?.[0] ??
    network.rpcUrls.default.http.find((candidate) => /^wss?:\/\//.test(candidate));
  if (!url)
    throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      details: `${network.caipNetworkId} has no WebSocket URL (rpcUrls.default.webSocket)`,
    });
  return url;
}
