/**
 * What Portico needs of a Cosmos chain besides its `CaipNetwork`: its account prefix, its fee
 * currency and gas price, and what a Keplr-style wallet is told when it does not know the chain
 * (`experimentalSuggestChain`). Plain data. The adapter knows Cosmos Hub's and Osmosis's; any
 * other chain's is handed to it: `cosmosAdapter({ chains: [info] })`.
 */
export interface CosmosChainInfo {
  /** The chain id, the CAIP-2 reference (`cosmoshub-4`). */
  chainId: string;
  /** Its name as wallets show it. */
  chainName: string;
  /** A CometBFT RPC URL: what a wallet is told; reads use the network's `rpcUrls` first. */
  rpc: string;
  /** A REST (LCD) URL for the wallet's own reads; Portico does not use it. Default: `rpc`. */
  rest?: string;
  /** The accounts' bech32 prefix (`cosmos`); the other prefixes follow the SDK's rule. */
  bech32Prefix: string;
  /** BIP-44 coin type of the chain's keys. Default 118 (the Cosmos Hub's). */
  coinType?: number;
  /** The native (fee and staking) currency: its base denom, symbol and decimals. */
  denom: string;
  symbol: string;
  decimals: number;
  /** The gas price fees are paid at, amount and denom: `0.025uatom`. */
  gasPrice: string;
  /** Wallets' low, average and high gas prices, in `denom`. Default: half, one and two times `gasPrice`. */
  gasPriceStep?: { low: number; average: number; high: number };
  /** The currency's CoinGecko id, for wallets that show prices. */
  coinGeckoId?: string;
  /** A test network. */
  testnet?: boolean;
  /** A block explorer, for the network. */
  explorer?: { name: string; url: string };
}

/** A currency as Keplr's chain info writes it. */
export interface KeplrCurrency {
  coinDenom: string;
  coinMinimalDenom: string;
  coinDecimals: number;
  coinGeckoId?: string;
}

/** The chain info Keplr's `experimentalSuggestChain` takes (Leap and Cosmostation take it too). */
export interface KeplrChainInfo {
  chainId: string;
  chainName: string;
  rpc: string;
  rest: string;
  bip44: { coinType: number };
  bech32Config: {
    bech32PrefixAccAddr: string;
    bech32PrefixAccPub: string;
    bech32PrefixValAddr: string;
    bech32PrefixValPub: string;
    bech32PrefixConsAddr: string;
    bech32PrefixConsPub: string;
  };
  currencies: KeplrCurrency[];
  feeCurrencies: (KeplrCurrency & {
    gasPriceStep: { low: number; average: number; high: number };
  })[];
  stakeCurrency: KeplrCurrency;
  features: string[];
}
