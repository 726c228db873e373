import type { FeeSpeed, SendCost } from '../../adapter/ChainModule';
import type { MessageKey } from '../../i18n/en';
import type { SendErrorInfo } from './toSendErrorInfo';

/**
 * `editing` the form, `checking` it (receiver, fee), `previewing` the checked
 * send, `sending` while the wallet decides and the transaction goes out, `proposed` once a
 * Safe took it as a proposal (nothing sent yet: its owners execute it in the Safe app).
 */
export type SendStatus = 'editing' | 'checking' | 'previewing' | 'sending' | 'proposed';

/** A rule the form broke, and the field it is about. */
export interface SendProblem {
  key: MessageKey;
  field: 'token' | 'amount' | 'receiver' | null;
  params?: Record<string, string | number>;
}

/** A token the account can send, with its balance in smallest units. */
export interface SendToken {
  /** The token's CAIP-10 address, or the native symbol. */
  key: string;
  symbol: string;
  name: string;
  decimals: number;
  /** The balance in whole units, exactly as a decimal string (e.g. `'10000.5'`). */
  balance: string;
  /** USD per whole token; 0 when unknown. */
  price: number;
  /** The token contract (plain address), or null for the native currency. */
  contract: string | null;
  iconUrl: string | null;
}

/**
 * The transaction a send makes: to the receiver (native, `value` in smallest units), to the
 * token contract with a transfer call (`data`, eip155), or, where the adapter sends tokens
 * itself (`token`, solana), to the receiver with `value` smallest units of the token.
 */
export interface SendTx {
  to: string;
  value: string;
  data?: `0x${string}`;
  token?: { address: string; decimals: number };
}

/** What a send costs besides its amount and fee, in whole units of the native currency. */
interface SendExtra {
  amount: string;
  reason: 'newTokenAccount';
}

/** The checked send the preview shows and the confirm sends. */
export interface SendPreview {
  from: string;
  /** The receiver as the transaction names it. */
  to: string;
  /** The name the user typed or the API knows for `to`, and its avatar. */
  receiverName: string | null;
  receiverAvatar: string | null;
  token: SendToken;
  /** The amount as typed, and in smallest units. */
  amount: string;
  units: string;
  tx: SendTx;
  /** The network fee in the native currency's smallest units, null when not estimated. */
  fee: string | null;
  /** The same fee in whole units (a decimal string), null when not estimated. */
  feeAmount: string | null;
  /** Other costs of the send (the rent of an account it creates), in the native currency. */
  extras: SendExtra[];
  /** Where the fee follows a chosen speed (bip122): the speed priced and its fee rate. */
  speed: NonNullable<SendCost['speed']> | null;
  nativeSymbol: string;
  nativeDecimals: number;
  nativePrice: number;
}

export interface SendState {
  status: SendStatus;
  /** What the user typed; kept through previews and failures. */
  form: { token: string | null; amount: string; receiver: string; speed: FeeSpeed };
  /** A rule the form broke, or null. */
  problem: SendProblem | null;
  /** The wallet's or the node's refusal of the last send, or null. */
  error: SendErrorInfo | null;
  preview: SendPreview | null;
}
