import {
  COSMOS_LOCAL_BECH32_PREFIX,
  COSMOS_LOCAL_CHAIN_ID,
  COSMOS_LOCAL_DECIMALS,
  COSMOS_LOCAL_DENOM,
  COSMOS_LOCAL_RPC_URL,
} from './cosmosDevAccounts';
import { KeplrDevWalletError } from './KeplrDevWalletError';
import type { KeplrBech32Config, KeplrChainInfo, KeplrCurrency } from './types';

/** The bech32 prefixes of a Cosmos SDK chain whose account prefix is `prefix`. */
export const bech32ConfigOf = (prefix: string): KeplrBech32Config => ({
  bech32PrefixAccAddr: prefix,
  bech32PrefixAccPub: `${prefix}pub`,
  bech32PrefixValAddr: `${prefix}valoper`,
  bech32PrefixValPub: `${prefix}valoperpub`,
  bech32PrefixConsAddr: `${prefix}valcons`,
  bech32PrefixConsPub: `${prefix}valconspub`,
});

const ATOM: KeplrCurrency = {
  coinDenom: 'ATOM',
  coinMinimalDenom: COSMOS_LOCAL_DENOM,
  coinDecimals: COSMOS_LOCAL_DECIMALS,
};

/**
 * Keplr's chain info for the local chain (test/stack/cosmos/): what a dapp suggests and what
 * the dev wallet knows from the start. The stand-in has no REST (LCD) API: `rest` is CometBFT's
 * REST port by convention, for hosts that only check that it is set.
 */
export function cosmosLocalChainInfo(rpcUrl: string = COSMOS_LOCAL_RPC_URL): KeplrChainInfo {
  return {
    chainId: COSMOS_LOCAL_CHAIN_ID,
    chainName: 'Portico Local',
    rpc: rpcUrl,
    rest: 'http://127.0.0.1:1317',
    bip44: { coinType: 118 },
    bech32Config: bech32ConfigOf(COSMOS_LOCAL_BECH32_PREFIX),
    currencies: [ATOM],
    feeCurrencies: [{ ...ATOM, gasPriceStep: { low: 0.025, average: 0.025, high: 0.04 } }],
    stakeCurrency: ATOM,
    features: [],
  };
}

/** Cosmos Hub mainnet, as Keplr ships it: known from the start, for realism (never called). */
export const COSMOS_HUB_CHAIN_INFO: KeplrChainInfo = Object.freeze({
  chainId: 'cosmoshub-4',
  chainName: 'Cosmos Hub',
  rpc: 'https://rpc-cosmoshub.keplr.app',
  rest: 'https://lcd-cosmoshub.keplr.app',
  bip44: { coinType: 118 },
  bech32Config: bech32ConfigOf('cosmos'),
  currencies: [ATOM],
  feeCurrencies: [{ ...ATOM, gasPriceStep: { low: 0.005, average: 0.025, high: 0.03 } }],
  stakeCurrency: ATOM,
  features: [],
});

const invalid = (message: string) => new KeplrDevWalletError(message, { module: 'chains' });
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
function isUrl(value: unknown): boolean {
  try {
    return isText(value) && /^(https?|wss?):$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}
const isCurrency = (value: unknown): value is KeplrCurrency => {
  const currency = value as Partial<KeplrCurrency> | null;
  return (
    typeof currency === 'object' &&
    currency !== null &&
    isText(currency.coinDenom) &&
    isText(currency.coinMinimalDenom) &&
    Number.isInteger(currency.coinDecimals)
  );
};

/**
 * Checks a suggested chain info the way Keplr's schema does (its messages, `"rpc" is
 * required` …), and that the wallet can hold a key for it: only coin type 118 keys, no
 * Ethermint-style (eth-secp256k1) chains.
 */
export function checkChainInfo(value: unknown): KeplrChainInfo {
  const info = value as Partial<KeplrChainInfo> | null;
  if (typeof info !== 'object' || info === null) throw invalid('"value" must be of type object');
  for (const field of ['chainId', 'chainName'] as const)
    if (!isText(info[field])) throw invalid(`"${field}" is required`);
  for (const field of ['rpc', 'rest'] as const)
    if (!isUrl(info[field])) throw invalid(`"${field}" must be a valid uri`);
  if (!Number.isInteger(info.bip44?.coinType)) throw invalid('"bip44.coinType" is required');
  if (!isText(info.bech32Config?.bech32PrefixAccAddr))
    throw invalid('"bech32Config.bech32PrefixAccAddr" is required');
  if (
    !Array.isArray(info.currencies) ||
    info.currencies.length === 0 ||
    !info.currencies.every(isCurrency)
  )
    throw invalid('"currencies" must contain at least 1 items');
  if (
    !Array.isArray(info.feeCurrencies) ||
    info.feeCurrencies.length === 0 ||
    !info.feeCurrencies.every(isCurrency)
  )
    throw invalid('"feeCurrencies" must contain at least 1 items');
  if (info.bip44?.coinType !== 118 || info.features?.some((feature) => feature.startsWith('eth-')))
    throw invalid(
      `The Portico Cosmos dev wallet holds secp256k1 keys of coin type 118 only: it cannot hold a key for ${info.chainId}`,
    );
  return info as KeplrChainInfo;
}
