import type * as z from 'zod/mini';
import { ProviderRpcError } from '../../src/adapter/providerErrors';
import { receiptReplySchema } from '../../src/api/bundler';
import {
  allowanceSchema,
  approveTransactionSchema,
  gasPriceSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from '../../src/api/convert';
import type { PorticoApi } from '../../src/api/createPorticoApi';
import { fungiblePricesSchema } from '../../src/api/fungiblePrice';
import { historySchema } from '../../src/api/history';
import { identitySchema } from '../../src/api/identity';
import { nftPageSchema } from '../../src/api/nfts';
import { onrampOptionsSchema, onrampQuoteSchema, onrampUrlSchema } from '../../src/api/onramp';
import {
  nameSuggestionsSchema,
  profileSchema,
  profilesSchema,
  registerNameSchema,
} from '../../src/api/profile';
import { allowedOriginsSchema, projectConfigSchema } from '../../src/api/project';
import { revokeSessionSchema, sessionsSchema } from '../../src/api/sessions';
import { supportedChainsSchema } from '../../src/api/supportedChains';
import { balancesSchema } from '../../src/api/tokenBalances';
import { walletPageSchema } from '../../src/api/wallets';

/**
 * Every call of `createPorticoApi`, with valid arguments and a genuine 2xx body in the shape
 * the stand-in (test/stack/api) answers, for the wrong-shape tests. `leniency` says, by path
 * (`*` for any array index or record key), which fields the spec lets be null (`nullable`),
 * absent (`optional`), either (`nullish`) or anything (`free`: the API passes them through
 * unread).
 */

export type Leniency = 'nullable' | 'optional' | 'nullish' | 'free';

/**
 * What a number-like field must hold: an amount in smallest units (`BigInt()` reads it:
 * decimal or `0x` hex digits), a non-negative decimal amount, or a token's decimals (uint8).
 */
export type Format = 'baseUnits' | 'decimal' | 'uint8';

/** The formats as the spec words them, independently of the schemas under test. */
export const FORMAT_CHECKS: Readonly<Record<Format, (value: unknown) => boolean>> = {
  baseUnits: (value) => typeof value === 'string' && /^(?:\d+|0x[0-9a-f]+)$/i.test(value),
  decimal: (value) => typeof value === 'string' && /^\d+(?:\.\d+)?$/.test(value),
  uint8: (value) => Number.isInteger(value) && Number(value) >= 0 && Number(value) <= 255,
};

export interface Endpoint {
  name: keyof Omit<PorticoApi, 'client'>;
  call(api: PorticoApi): Promise<unknown>;
  /** The schema the call checks the body with, to tell which generated bodies are valid. */
  schema: z.ZodMiniType;
  genuine: unknown;
  /** What the call resolves with (or throws) for a valid body. Default: the parsed body. */
  resolvesWith?: (parsed: unknown) => unknown;
  /** `POST /e`: any 2xx is success, the body is never read as JSON. */
  ignoresBody?: true;
  leniency?: Readonly<Record<string, Leniency>>;
  formats?: Readonly<Record<string, Format>>;
}

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HASH = `0x${'ab'.repeat(32)}`;
const CHAIN = 'eip155:31337';
const PTK = `${CHAIN}:0x5FbDB2315678afecb367f032d93F642f64180aa3`;
const NATIVE = `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`;
const ICON = 'data:image/svg+xml;base64,PHN2Zy8+';
const usd = (amount: string) => ({ amount, currency: 'USD' });
const profile = {
  name: 'alice.portico',
  registered: 1_735_689_600,
  addresses: { '60': { address: ALICE } },
  attributes: { avatar: ICON },
};
const tx = { from: ALICE, to: ALICE, data: '0x095ea7b3' };

export const ENDPOINTS: readonly Endpoint[] = [
  {
    name: 'getSupportedChains',
    call: (api) => api.getSupportedChains(),
    schema: supportedChainsSchema,
    genuine: { http: [CHAIN], ws: [] },
  },
  {
    name: 'getIdentity',
    call: (api) => api.getIdentity({ address: ALICE }),
    schema: identitySchema,
    genuine: { name: 'alice.portico', avatar: ICON },
    leniency: { name: 'nullable', avatar: 'nullable' },
  },
  {
    name: 'getTransactionHistory',
    call: (api) => api.getTransactionHistory({ address: ALICE, chainId: CHAIN }),
    schema: historySchema,
    genuine: {
      data: [
        {
          id: HASH,
          metadata: {
            operationType: 'send',
            hash: HASH,
            minedAt: '2026-01-01T00:00:00.000Z',
            sentFrom: ALICE,
            sentTo: ALICE,
            status: 'confirmed',
            nonce: 0,
            chain: CHAIN,
          },
          transfers: [
            {
              fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: ICON } },
              direction: 'out',
              quantity: { numeric: '1.5' },
              value: 4500,
              price: 3000,
            },
          ],
        },
      ],
      next: 'cursor-1',
    },
    leniency: {
      next: 'nullable',
      'data.*.metadata.chain': 'optional',
      'data.*.transfers.*.fungible_info': 'optional',
      'data.*.transfers.*.fungible_info.name': 'optional',
      'data.*.transfers.*.fungible_info.icon': 'nullish',
      'data.*.transfers.*.value': 'optional',
      'data.*.transfers.*.price': 'optional',
    },
    formats: { 'data.*.transfers.*.quantity.numeric': 'decimal' },
  },
  {
    name: 'getAccountNfts',
    call: (api) => api.getAccountNfts({ address: ALICE, chainId: CHAIN }),
    schema: nftPageSchema,
    genuine: {
      data: [
        {
          id: `${CHAIN}/erc721:0x1/1`,
          chainId: CHAIN,
          tokenId: '1',
          name: 'Portico #1',
          description: 'The first',
          imageUrl: ICON,
          collection: { address: '0x1', name: 'Portico', symbol: 'PNFT' },
          flags: { is_spam: false },
        },
      ],
      next: null,
    },
    leniency: { next: 'nullable', 'data.*.description': 'optional', 'data.*.imageUrl': 'nullable' },
  },
  {
    name: 'getSwapQuotes',
    call: (api) => api.getSwapQuotes({ amount: '1000', userAddress: ALICE, from: NATIVE, to: PTK }),
    schema: swapQuotesSchema,
    genuine: {
      quotes: [
        { id: null, fromAmount: '1000', fromAccount: NATIVE, toAmount: '990', toAccount: PTK },
      ],
    },
    leniency: { 'quotes.*.id': 'nullable' },
    formats: { 'quotes.*.fromAmount': 'baseUnits', 'quotes.*.toAmount': 'baseUnits' },
  },
  {
    name: 'getSwapTokens',
    call: (api) => api.getSwapTokens({ chainId: CHAIN }),
    schema: swapTokensSchema,
    genuine: {
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: NATIVE, decimals: 18, logoUri: ICON },
        {
          name: 'Portico',
          symbol: 'PTK',
          address: PTK,
          decimals: 18,
          logoUri: ICON,
          eip2612: true,
        },
      ],
    },
    leniency: { 'tokens.*.eip2612': 'optional' },
    formats: { 'tokens.*.decimals': 'uint8' },
  },
  {
    name: 'getSwapAllowance',
    call: (api) => api.getSwapAllowance({ tokenAddress: PTK, userAddress: ALICE }),
    schema: allowanceSchema,
    genuine: { allowance: '0' },
    formats: { allowance: 'baseUnits' },
  },
  {
    name: 'getGasPrice',
    call: (api) => api.getGasPrice({ chainId: CHAIN }),
    schema: gasPriceSchema,
    genuine: { standard: '1000000000', fast: '1500000000', instant: '0x77359400' },
    formats: { standard: 'baseUnits', fast: 'baseUnits', instant: 'baseUnits' },
  },
  {
    name: 'buildSwapTransaction',
    call: (api) =>
      api.buildSwapTransaction({
        amount: '1000',
        from: NATIVE,
        to: PTK,
        userAddress: ALICE,
        slippage: 1,
      }),
    schema: swapTransactionSchema,
    genuine: { tx: { ...tx, amount: '1000', eip155: { gas: '210000', gasPrice: '1000000000' } } },
    formats: {
      'tx.amount': 'baseUnits',
      'tx.eip155.gas': 'baseUnits',
      'tx.eip155.gasPrice': 'baseUnits',
    },
  },
  {
    name: 'buildApproveTransaction',
    call: (api) => api.buildApproveTransaction({ userAddress: ALICE, from: PTK, to: NATIVE }),
    schema: approveTransactionSchema,
    genuine: { tx: { ...tx, value: '0', eip155: { gasPrice: '1000000000' } } },
    formats: { 'tx.value': 'baseUnits', 'tx.eip155.gasPrice': 'baseUnits' },
  },
  {
    name: 'getTokenPrices',
    call: (api) => api.getTokenPrices({ addresses: [PTK] }),
    schema: fungiblePricesSchema,
    genuine: {
      fungibles: [{ name: 'Portico', symbol: 'PTK', iconUrl: ICON, price: 0.5, address: PTK }],
    },
    leniency: { 'fungibles.*.address': 'optional' },
  },
  {
    name: 'getAccountBalance',
    call: (api) => api.getAccountBalance({ address: ALICE, chainId: CHAIN }),
    schema: balancesSchema,
    genuine: {
      balances: [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: CHAIN,
          value: 30_000,
          price: 3000,
          quantity: { decimals: '18', numeric: '10' },
          iconUrl: ICON,
        },
      ],
    },
    leniency: {
      'balances.*.address': 'optional',
      'balances.*.value': 'optional',
      'balances.*.iconUrl': 'optional',
    },
    formats: { 'balances.*.quantity.numeric': 'decimal' },
  },
  {
    name: 'getProfileByName',
    call: (api) => api.getProfileByName({ name: 'alice.portico' }),
    schema: profileSchema,
    genuine: profile,
    leniency: {
      updated: 'optional',
      attributes: 'optional',
      'addresses.*': 'optional',
      'attributes.*': 'optional',
    },
  },
  {
    name: 'getProfilesByAddress',
    call: (api) => api.getProfilesByAddress({ address: ALICE }),
    schema: profilesSchema,
    genuine: [profile],
    leniency: {
      '*.updated': 'optional',
      '*.attributes': 'optional',
      '*.addresses.*': 'optional',
      '*.attributes.*': 'optional',
    },
  },
  {
    name: 'getNameSuggestions',
    call: (api) => api.getNameSuggestions({ name: 'bob', zone: 'portico' }),
    schema: nameSuggestionsSchema,
    genuine: { suggestions: [{ name: 'bob1.portico', registered: false }] },
  },
  {
    name: 'registerName',
    call: (api) =>
      api.registerName({ coinType: 2147514985, address: ALICE, message: '{}', signature: '0x01' }),
    schema: registerNameSchema,
    genuine: { success: true },
  },
  {
    name: 'getOnrampUrl',
    call: (api) =>
      api.getOnrampUrl({ destinationWallets: [{ address: ALICE }], partnerUserId: ALICE }),
    schema: onrampUrlSchema,
    genuine: { url: 'http://127.0.0.1:8592/onramp/widget?order=1' },
  },
  {
    name: 'getOnrampOptions',
    call: (api) => api.getOnrampOptions(),
    schema: onrampOptionsSchema,
    genuine: {
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: [{ id: 'card', min: '10', max: '7500' }] },
      ],
      purchaseCurrencies: [
        {
          id: 'USDC',
          name: 'USD Coin',
          symbol: 'USDC',
          networks: [
            {
              name: 'local-31337',
              display_name: 'Local',
              chain_id: '31337',
              contract_address: '0x1',
            },
          ],
        },
      ],
    },
    formats: {
      'paymentCurrencies.*.payment_method_limits.*.min': 'decimal',
      'paymentCurrencies.*.payment_method_limits.*.max': 'decimal',
    },
  },
  {
    name: 'getOnrampQuote',
    call: (api) =>
      api.getOnrampQuote({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: '100',
        network: 'local-31337',
      }),
    schema: onrampQuoteSchema,
    genuine: {
      networkFee: usd('0.00'),
      paymentSubtotal: usd('98.50'),
      paymentTotal: usd('100.00'),
      purchaseAmount: { amount: '98.500000', currency: 'USDC' },
      quoteId: 'q-1',
      expiresAt: 1_900_000_000_000,
    },
    leniency: { expiresAt: 'optional' },
    formats: {
      'networkFee.amount': 'decimal',
      'paymentSubtotal.amount': 'decimal',
      'paymentTotal.amount': 'decimal',
      'purchaseAmount.amount': 'decimal',
    },
  },
  {
    name: 'getSessions',
    call: (api) => api.getSessions({ account: `${CHAIN}:${ALICE}` }),
    schema: sessionsSchema,
    genuine: {
      pcis: [
        {
          pci: 'pci-1',
          expiry: 1_900_000_000,
          createdAt: 1_800_000_000,
          project: { name: 'Demo', url: 'http://127.0.0.1:5173' },
          permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' } }],
          revokedAt: null,
        },
      ],
    },
    leniency: { 'pcis.*.revokedAt': 'nullable', 'pcis.*.permissions.*.data': 'free' },
  },
  {
    name: 'revokeSession',
    call: (api) =>
      api.revokeSession({ account: `${CHAIN}:${ALICE}`, pci: 'pci-1', signature: '0x01' }),
    schema: revokeSessionSchema,
    genuine: { success: true },
  },
  {
    name: 'getProjectConfig',
    call: (api) => api.getProjectConfig(),
    schema: projectConfigSchema,
    genuine: { features: [{ id: 'swap', isEnabled: true, config: null }] },
    leniency: { 'features.*.config': 'free' },
  },
  {
    name: 'getAllowedOrigins',
    call: (api) => api.getAllowedOrigins(),
    schema: allowedOriginsSchema,
    genuine: { allowedOrigins: ['http://127.0.0.1:*'] },
  },
  {
    name: 'sendAnalyticsEvent',
    call: (api) =>
      api.sendAnalyticsEvent({
        eventId: 'e-1',
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1',
        timestamp: 1_800_000_000_000,
        props: { type: 'track', event: 'MODAL_OPEN' },
      }),
    schema: registerNameSchema,
    genuine: '',
    ignoresBody: true,
  },
  {
    name: 'getWallets',
    call: (api) => api.getWallets({ page: 1, entries: 10 }),
    schema: walletPageSchema,
    genuine: {
      count: 1,
      data: [
        {
          id: 'portico-dev',
          name: 'Portico Dev Wallet',
          rdns: 'dev.portico',
          imageUrl: ICON,
          nativeLink: 'portico://',
          universalLink: null,
          namespaces: ['eip155'],
          featured: true,
          recommended: false,
        },
      ],
    },
    leniency: {
      'data.*.rdns': 'nullable',
      'data.*.imageUrl': 'nullable',
      'data.*.nativeLink': 'nullable',
      'data.*.universalLink': 'nullable',
    },
  },
  {
    name: 'getUserOperationReceipt',
    call: (api) => api.getUserOperationReceipt({ caipNetworkId: CHAIN, userOpHash: HASH }),
    schema: receiptReplySchema,
    genuine: {
      result: {
        userOpHash: HASH,
        success: true,
        receipt: {
          transactionHash: HASH,
          blockHash: HASH,
          blockNumber: '0x10',
          gasUsed: '0x5208',
          status: '0x1',
          logs: [],
        },
      },
    },
    resolvesWith: (parsed) => {
      const reply = parsed as { result: unknown } | { error: { code: number; message: string } };
      if ('error' in reply) throw new ProviderRpcError(reply.error.code, reply.error.message);
      return reply.result;
    },
    leniency: {
      result: 'nullable',
      'result.receipt.status': 'optional',
      'result.receipt.logs.*': 'free',
    },
  },
];
