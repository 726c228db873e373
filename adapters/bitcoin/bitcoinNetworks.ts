import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';

/** Which bitcoin network a CAIP network is: what its addresses and wallets call it. */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'signet' | 'regtest';

/** Genesis block hashes; a bip122 CAIP-2 reference is the first 32 hex characters of one. */
export const BITCOIN_MAINNET_GENESIS_HASH =
  '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f';
/** testnet3's. */
export const BITCOIN_TESTNET_GENESIS_HASH =
  '000000000933ea01ad0ee984209779baaec3ced90fa3f408719526f8d77f4943';
/** The default signet's. */
export const BITCOIN_SIGNET_GENESIS_HASH =
  '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6';
/** Bitcoin Core's regtest (every regtest chain, the local stand-in's too). */
export const BITCOIN_REGTEST_GENESIS_HASH =
  '0f9188f13cb7b2f71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206';

const reference = (genesisHash: string) => genesisHash.slice(0, 32);

const KINDS: Readonly<Record<string, BitcoinNetworkKind>> = {
  [reference(BITCOIN_MAINNET_GENESIS_HASH)]: 'mainnet',
  [reference(BITCOIN_TESTNET_GENESIS_HASH)]: 'testnet',
  [reference(BITCOIN_SIGNET_GENESIS_HASH)]: 'signet',
  [reference(BITCOIN_REGTEST_GENESIS_HASH)]: 'regtest',
};

// Wallets show regtest and test coins as BTC too, so every network says BTC.
const BTC = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const;

/** A network by its genesis hash; `rpcUrls.default.http` is the base URL of an Esplora API. */
function bitcoinNetwork(
  genesisHash: string,
  name: string,
  esploraUrl: string,
  extra: Partial<CaipNetwork>,
): CaipNetwork {
  const ref = reference(genesisHash);
  return {
    id: ref,
    name,
    chainNamespace: 'bip122',
    caipNetworkId: `bip122:${ref}`,
    nativeCurrency: BTC,
    rpcUrls: { default: { http: [esploraUrl] } },
    ...extra,
  };
}

/** Bitcoin mainnet, read through mempool.space's Esplora API. */
export const bitcoin: CaipNetwork = bitcoinNetwork(
  BITCOIN_MAINNET_GENESIS_HASH,
  'Bitcoin',
  'https://mempool.space/api',
  { blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space' } } },
);

/** testnet3. */
export const bitcoinTestnet: CaipNetwork = bitcoinNetwork(
  BITCOIN_TESTNET_GENESIS_HASH,
  'Bitcoin Testnet',
  'https://mempool.space/testnet/api',
  {
    blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/testnet' } },
    testnet: true,
  },
);

/** The default signet. */
export const bitcoinSignet: CaipNetwork = bitcoinNetwork(
  BITCOIN_SIGNET_GENESIS_HASH,
  'Bitcoin Signet',
  'https://mempool.space/signet/api',
  {
    blockExplorers: { default: { name: 'mempool.space', url: 'https://mempool.space/signet' } },
    testnet: true,
  },
);

/**
 * A regtest chain behind the Esplora API at `esploraUrl` (default: the local stand-in of
 * `npm start`, on Esplora's usual regtest port). No explorer: nothing public shows it.
 */
export function bitcoinRegtest(esploraUrl = 'http://127.0.0.1:3002'): CaipNetwork {
  return bitcoinNetwork(BITCOIN_REGTEST_GENESIS_HASH, 'Bitcoin Regtest', esploraUrl, {
    testnet: true,
  });
}

/**
 * The kind of a bip122 network, by its CAIP-2 reference. A network of another namespace, or a
 * genesis Portico does not know (its addresses' prefixes would be a guess), is refused.
 */
export function bitcoinNetworkKind(
  network: Pick<CaipNetwork, 'caipNetworkId'>,
): BitcoinNetworkKind {
  const [namespace, ref = ''] = network.caipNetworkId.split(':');
  const kind = namespace === 'bip122' ? KINDS[ref] : undefined;
  if (!kind)
    throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      details: `${network.caipNetworkId} is not a bitcoin network Portico knows (mainnet, testnet3, signet, regtest)`,
    });
  return kind;
}

/** The Wallet Standard chain a wallet knows `network` by, e.g. `bitcoin:regtest`. */
export function toWalletStandardChain(network: Pick<CaipNetwork, 'caipNetworkId'>): string {
  return `bitcoin:${bitcoinNetworkKind(network)}`;
}
