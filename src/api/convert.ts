import * as z from 'zod/mini';
import { baseUnitsSchema, tokenDecimalsSchema } from './amountSchemas';
import type { ApiClient } from './createApiClient';

// Swap ("convert") calls of the product API. Token ids are CAIP-10 (`eip155:1:0x…`); the native
// currency is `0xeeee…eeee`. Amounts are decimal strings in base units.

export const swapQuotesSchema = z.object({
  quotes: z.array(
    z.object({
      id: z.nullable(z.string()),
      fromAmount: baseUnitsSchema,
      fromAccount: z.string(),
      toAmount: baseUnitsSchema,
      toAccount: z.string(),
    }),
  ),
});
export type SwapQuotes = z.output<typeof swapQuotesSchema>;

export const swapTokensSchema = z.object({
  tokens: z.array(
    z.object({
      name: z.string(),
      symbol: z.string(),
      address: z.string(),
      decimals: tokenDecimalsSchema,
      logoUri: z.string(),
      eip2612: z.optional(z.boolean()),
    }),
  ),
});
export type SwapTokens = z.output<typeof swapTokensSchema>;

export const allowanceSchema = z.object({ allowance: baseUnitsSchema });
export type Allowance = z.output<typeof allowanceSchema>;

/** Wei per gas, as decimal strings. */
export const gasPriceSchema = z.object({
  standard: baseUnitsSchema,
  fast: baseUnitsSchema,
  instant: baseUnitsSchema,
});
export type GasPrice = z.output<typeof gasPriceSchema>;

export const swapTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    amount: baseUnitsSchema,
    eip155: z.object({ gas: baseUnitsSchema, gasPrice: baseUnitsSchema }),
  }),
});
export type SwapTransaction = z.output<typeof swapTransactionSchema>;

export const approveTransactionSchema = z.object({
  tx: z.object({
    from: z.string(),
    to: z.string(),
    data: z.string(),
    value: baseUnitsSchema,
    eip155: z.object({ gasPrice: baseUnitsSchema }),
  }),
});
export type ApproveTransaction = z.output<typeof approveTransactionSchema>;

interface SwapQuotesParams {
  amount: string;
  userAddress: string;
  from: string;
  to: string;
  /** Wei per gas (`getGasPrice`'s standard); left out when unknown. */
  gasPrice?: string;
}

/** GET /v1/convert/quotes. */
export function getSwapQuotes(client: ApiClient, params: SwapQuotesParams): Promise<SwapQuotes> {
  return client.get({ path: '/v1/convert/quotes', query: { ...params }, schema: swapQuotesSchema });
}

/** GET /v1/convert/tokens: the tokens one chain (CAIP-2) can swap. */
export function getSwapTokens(client: ApiClient, params: { chainId: string }): Promise<SwapTokens> {
  return client.get({
    path: '/v1/convert/tokens',
    query: { chainId: params.chainId },
    schema: swapTokensSchema,
  });
}

/** GET /v1/convert/allowance: what the swap router may spend of `tokenAddress` (CAIP-10). */
export function getSwapAllowance(
  client: ApiClient,
  params: { tokenAddress: string; userAddress: string },
): Promise<Allowance> {
  return client.get({
    path: '/v1/convert/allowance',
    query: { ...params },
    schema: allowanceSchema,
  });
}

/** GET /v1/convert/gas-price for one chain (CAIP-2). */
export function getGasPrice(client: ApiClient, params: { chainId: string }): Promise<GasPrice> {
  return client.get({
    path: '/v1/convert/gas-price',
    query: { chainId: params.chainId },
    schema: gasPriceSchema,
  });
}

interface BuildSwapParams {
  amount: string;
  from: string;
  to: string;
  /** CAIP-10 account. */
  userAddress: string;
  /** Percent; the swap slippage tolerance is 1. */
  slippage: number;
  disableEstimate?: boolean;
}

/** POST /v1/convert/build-transaction: the swap transaction to sign. */
export function buildSwapTransaction(
  client: ApiClient,
  params: BuildSwapParams,
): Promise<SwapTransaction> {
  return client.post({
    path: '/v1/convert/build-transaction',
    body: {
      amount: params.amount,
      eip155: { slippage: String(params.slippage) },
      projectId: client.projectId,
      from: params.from,
      to: params.to,
      userAddress: params.userAddress,
      disableEstimate: params.disableEstimate ?? false,
    },
    schema: swapTransactionSchema,
  });
}

/** GET /v1/convert/build-approve: the approval of `from` to sign before a swap. */
export function buildApproveTransaction(
  client: ApiClient,
  params: { userAddress: string; from: string; to: string },
): Promise<ApproveTransaction> {
  return client.get({
    path: '/v1/convert/build-approve',
    query: { ...params },
    schema: approveTransactionSchema,
  });
}
