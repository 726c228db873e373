import { sendAnalyticsEvent } from './analytics';
import { getUserOperationReceipt } from './bundler';
import { getAccountBalance } from './tokenBalances';
import {
  buildApproveTransaction,
  buildSwapTransaction,
  getGasPrice,
  getSwapAllowance,
  getSwapQuotes,
  getSwapTokens,
} from './convert';
import { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient';
import { getTokenPrices } from './fungiblePrice';
import { getTransactionHistory } from './history';
import { getIdentity } from './identity';
import { getAccountNfts } from './nfts';
import { getOnrampOptions, getOnrampQuote, getOnrampUrl } from './onramp';
import {
  getNameSuggestions,
  getProfileByName,
  getProfilesByAddress,
  registerName,
} from './profile';
import { getAllowedOrigins, getProjectConfig } from './project';
import { getSessions, revokeSession } from './sessions';
import { getSupportedChains } from './supportedChains';
import { getWallets } from './wallets';

/** Binds an endpoint function `(client, params) => …` to one client. */
const bind =
  <P extends unknown[], R>(client: ApiClient, call: (client: ApiClient, ...params: P) => R) =>
  (...params: P): R =>
    call(client, ...params);

/**
 * The product-API client with every call bound to one request core: the object a saga context
 * holds. This module is the lazy entry point: load it with `import()` when a feature first
 * needs the API, never at startup (zero requests at startup). Free of React and the store.
 */
export function createPorticoApi(options: ApiClientOptions) {
  const client = createApiClient(options);
  return {
    client,
    getSupportedChains: bind(client, getSupportedChains),
    getIdentity: bind(client, getIdentity),
    getTransactionHistory: bind(client, getTransactionHistory),
    getAccountNfts: bind(client, getAccountNfts),
    getSwapQuotes: bind(client, getSwapQuotes),
    getSwapTokens: bind(client, getSwapTokens),
    getSwapAllowance: bind(client, getSwapAllowance),
    getGasPrice: bind(client, getGasPrice),
    buildSwapTransaction: bind(client, buildSwapTransaction),
    buildApproveTransaction: bind(client, buildApproveTransaction),
    getTokenPrices: bind(client, getTokenPrices),
    getAccountBalance: bind(client, getAccountBalance),
    getProfileByName: bind(client, getProfileByName),
    getProfilesByAddress: bind(client, getProfilesByAddress),
    getNameSuggestions: bind(client, getNameSuggestions),
    registerName: bind(client, registerName),
    getOnrampUrl: bind(client, getOnrampUrl),
    getOnrampOptions: bind(client, getOnrampOptions),
    getOnrampQuote: bind(client, getOnrampQuote),
    getSessions: bind(client, getSessions),
    revokeSession: bind(client, revokeSession),
    getProjectConfig: bind(client, getProjectConfig),
    getAllowedOrigins: bind(client, getAllowedOrigins),
    sendAnalyticsEvent: bind(client, sendAnalyticsEvent),
    getWallets: bind(client, getWallets),
    getUserOperationReceipt: bind(client, getUserOperationReceipt),
  };
}

export type PorticoApi = ReturnType<typeof createPorticoApi>;
