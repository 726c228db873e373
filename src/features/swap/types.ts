import type { MessageKey } from '../../i18n/en';
import type { SwapStep } from './swapMath';
import type { SwapErrorInfo } from './toSwapErrorInfo';

/**
 * The swap's steps: `editing` the form, `preparing` the preview (a fresh
 * quote, the allowance, the fee), `previewing` it, then the wallet asked for the approval
 * (`approving`) and the approval on its way into a block (`approvalPending`), the same for the
 * swap (`swapping`, `swapPending`).
 */
export type SwapStatus =
  | 'editing'
  | 'preparing'
  | 'previewing'
  | 'approving'
  | 'approvalPending'
  | 'swapping'
  | 'swapPending';

/** A side of the swap: what is paid (`from`) and what is received (`to`). */
export type SwapSide = 'from' | 'to';

/** A token as the picker lists it: the convert API's, with the account's balance when it holds it. */
export interface SwapToken {
  /** CAIP-10, as the convert API names it (the native currency is `…:0xeeee…eeee`). */
  id: string;
  /** The plain address (`0x…`). */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  native: boolean;
  /** Safe to show (http(s) or an inline image), else null. */
  iconUrl: string | null;
  /** What the account holds, in whole units as an exact decimal string; null when none. */
  balance: string | null;
  /** USD per whole token; 0 when unknown. */
  price: number;
}

/** A token of the API's list for one chain (`GET /v1/convert/tokens`). */
export interface SwapListToken {
  id: string;
  symbol: string;
  name: string;
  decimals: number;
  iconUrl: string | null;
}

/** What a quote was asked for: both tokens and the amount in the source's base units. */
interface SwapQuoteInput {
  from: string;
  to: string;
  /** Base units of `from`, as a decimal string. */
  amount: string;
}

/** An answered quote (`GET /v1/convert/quotes`), amounts in base units. */
export interface SwapQuote {
  input: SwapQuoteInput;
  fromDecimals: number;
  toDecimals: number;
  toAmount: string;
}

/**
 * The quote panel's state. `requestedSeq` numbers the last request sent, `shownSeq` the answer
 * shown: an answer older than the shown one is dropped (`isNewerAnswer`).
 */
export interface SwapQuoteState {
  status: 'idle' | 'loading' | 'ready' | 'noRoute' | 'failed';
  requestedSeq: number;
  shownSeq: number | null;
  quote: SwapQuote | null;
  error: SwapErrorInfo | null;
}

/** A rule the form broke, said under its field (or above the button when `field` is null). */
export interface SwapProblem {
  key: MessageKey;
  field: 'from' | 'to' | 'amount' | null;
  params?: Record<string, string | number>;
}

/** The checked swap SwapPreview shows and the confirm carries out. */
export interface SwapPreview {
  caipNetworkId: string;
  from: SwapToken;
  to: SwapToken;
  /** The amount as typed, and in base units. */
  amount: string;
  fromAmount: string;
  /** The quote when the preview was made, and the least the swap may give (slippage 1 %). */
  toAmount: string;
  minimumReceived: string;
  /** The approval comes first when the allowance is below the amount. */
  steps: SwapStep[];
  /** The approval is mined (or was never needed). */
  approved: boolean;
  /**
   * The wallet sends atomic batches (EIP-5792): a due approval and the swap go as one
   * `wallet_sendCalls`, with one confirmation.
   */
  batched: boolean;
  /** The network fee of the steps still to run, in the native currency's base units. */
  networkFee: string;
  /** Whether the fee is the node's estimate (else a typical swap's gas). */
  feeEstimated: boolean;
  nativeSymbol: string;
  nativeDecimals: number;
}

export interface SwapState {
  status: SwapStatus;
  /**
   * What the user chose: tokens by id (a prefill may name them by symbol or address; the
   * selectors resolve them), and the amount as typed.
   */
  form: { from: string | null; to: string | null; amount: string };
  /** The picker shows the list for this side. */
  picking: SwapSide | null;
  quote: SwapQuoteState;
  /** The API's swappable tokens of one chain. */
  tokenList: {
    caipNetworkId: string | null;
    status: 'idle' | 'loading' | 'loaded' | 'failed';
    tokens: SwapListToken[];
  };
  /** USD prices by lower-case CAIP-10 id (`POST /v1/fungible/price`). */
  prices: Record<string, number>;
  /** Wei per gas (`GET /v1/convert/gas-price` standard) on `caipNetworkId`. */
  gasPrice: { caipNetworkId: string; standard: string } | null;
  problem: SwapProblem | null;
  /** Why the last preview or step failed. */
  error: SwapErrorInfo | null;
  preview: SwapPreview | null;
  /** Swap was asked for on this network, outside the swap list: UnsupportedChain says so. */
  unsupportedNetwork: string | null;
}
