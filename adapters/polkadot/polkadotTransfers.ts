import type { ApiPromise } from '@polkadot/api';
import type { Signer } from '@polkadot/api/types';
import { PorticoError } from '../../src/adapter/PorticoError';
import { checkPolkadotTransfer } from './checkPolkadotTransfer';
import type { InjectedSigner } from './InjectedWeb3';
import { samePolkadotAccount } from './polkadotAddress';
import {
  isPoolRefusal,
  toDispatchError,
  toPoolRefusal,
  type FailureContext,
} from './toPolkadotTransactionError';
import { toPolkadotWalletError } from './toPolkadotWalletError';
import { transferableBalance, type PolkadotAccountBalance } from './transferableBalance';

/**
 * The reads and the send of native transfers, over a connected `ApiPromise`. Loaded with the
 * first read or send (it is where @polkadot/api's types are used), never at startup.
 */

type Currency = { symbol: string; decimals: number };
type BigCodec = { toBigInt(): bigint };

const bigOf = (value: unknown): bigint =>
  typeof value === 'object' && value !== null && typeof (value as BigCodec).toBigInt === 'function'
    ? (value as BigCodec).toBigInt()
    : 0n;

/** `api.<kind>.<section>.<item>`, or CHAIN_NOT_SUPPORTED for a chain without it. */
function partOf<T>(sections: Record<string, Record<string, T> | undefined>, path: string): T {
  const [section = '', item = ''] = path.split('.');
  const found = sections[section]?.[item];
  if (found === undefined)
    throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', {
      details: `the chain's runtime has no ${path}`,
    });
  return found;
}

/**
 * An account's balances from `system.account`. Current runtimes hold one `frozen`; older
 * ones (before the fungible-traits Balances, 2023) `miscFrozen` and `feeFrozen`: their larger.
 */
export async function readAccount(
  api: ApiPromise,
  address: string,
): Promise<PolkadotAccountBalance> {
  const account = partOf(api.query, 'system.account');
  const info = (await account(address)) as unknown as {
    data: Record<string, unknown>;
  };
  const { data } = info;
  const frozen =
    data.frozen !== undefined
      ? bigOf(data.frozen)
      : [bigOf(data.miscFrozen), bigOf(data.feeFrozen)].reduce((a, b) => (a > b ? a : b));
  return { free: bigOf(data.free), reserved: bigOf(data.reserved), frozen };
}

/** The chain's existential deposit, in planck. */
const existentialDepositOf = (api: ApiPromise): bigint =>
  bigOf(partOf(api.consts, 'balances.existentialDeposit'));

const transferOf = (api: ApiPromise, to: string, value: bigint) =>
  partOf(api.tx, 'balances.transferKeepAlive')(to, value);

/** The fee of `transferKeepAlive(to, value)` from `from`: the runtime's `partialFee`. */
export async function transferFee(
  api: ApiPromise,
  { from, to, value }: { from: string; to: string; value: bigint },
): Promise<bigint> {
  try {
    const info = await transferOf(api, to, value).paymentInfo(from);
    return info.partialFee.toBigInt();
  } catch (error) {
    throw new PorticoError('FEE_UNAVAILABLE', 'The network fee could not be estimated', {
      details: error instanceof Error ? error.message : String(error),
      cause: error,
    });
  }
}

/**
 * Prices the transfer and throws the typed error of one the chain would refuse (the
 * existential deposit, insufficient funds): answers its fee and the chain's ED.
 */
export async function planTransfer(
  api: ApiPromise,
  request: { from: string; to: string; value: bigint },
  currency: Currency,
): Promise<{ fee: bigint; existentialDeposit: bigint }> {
  const [sender, receiver, fee] = await Promise.all([
    readAccount(api, request.from),
    readAccount(api, request.to),
    transferFee(api, request),
  ]);
  const existentialDeposit = existentialDepositOf(api);
  checkPolkadotTransfer({
    sender,
    receiver,
    toSelf: samePolkadotAccount(request.from, request.to),
    value: request.value,
    fee,
    existentialDeposit,
    currency,
  });
  return { fee, existentialDeposit };
}

/** The name of a dispatch error: `<pallet>.<Error>` for a module's, `<Kind>.<Variant>` else. */
function dispatchReason(
  api: ApiPromise,
  dispatchError: unknown,
): { reason: string; docs?: string } {
  const error = dispatchError as {
    isModule?: boolean;
    asModule?: unknown;
    type?: string;
    value?: { type?: unknown };
  };
  if (error.isModule) {
    try {
      const meta = api.registry.findMetaError(error.asModule as never);
      return { reason: `${meta.section}.${meta.name}`, docs: meta.docs.join(' ') };
    } catch {
      // Metadata that does not know the error: its kind below.
    }
  }
  const kind = typeof error.type === 'string' ? error.type : 'Unknown';
  const variant = error.value?.type;
  return { reason: typeof variant === 'string' ? `${kind}.${variant}` : kind };
}

interface SendTransferOptions {
  /** The sender as the extension knows it (its own SS58 form). */
  from: string;
  to: string;
  value: bigint;
  signer: InjectedSigner;
  currency: Currency;
  existentialDeposit: bigint;
  /** How long to wait for finality once the wallet signed, in ms. */
  confirmTimeoutMs: number;
}

/**
 * Has the extension sign `transferKeepAlive(to, value)` and submits it; resolves with the
 * extrinsic's hash once its block is finalised. Rejects with 4001 when the user refuses,
 * the pool's refusal (`toPoolRefusal`: nothing charged) or the dispatch error in its block
 * (`toDispatchError`: the fee was charged), or TRANSACTION_NOT_CONFIRMED when it is not
 * final within `confirmTimeoutMs` of the signature (the prompt's time is not counted).
 */
export function sendTransfer(api: ApiPromise, options: SendTransferOptions): Promise<string> {
  const { from, to, value, signer, confirmTimeoutMs } = options;
  return new Promise<string>((resolve, reject) => {
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let unsubscribe: (() => void) | undefined;
    let walletFailed = false;
    let hash: string | undefined;
    const context = (): FailureContext => ({
      existentialDeposit: options.existentialDeposit,
      currency: options.currency,
      ...(hash ? { transactionHash: hash } : {}),
    });

    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe?.();
      outcome();
    };
    const startClock = () => {
      timer ??= setTimeout(
        () =>
          finish(() =>
            reject(
              new PorticoError(
                'TRANSACTION_NOT_CONFIRMED',
                'The transaction was not confirmed in time',
                {
                  details: `${hash ?? 'The transfer'}: not finalised within ${confirmTimeoutMs} ms`,
                },
              ),
            ),
          ),
        confirmTimeoutMs,
      );
    };
    /** The extension's signer, its refusals marked as the wallet's and the clock started after. */
    const wrap = <A, R>(sign: ((arg: A) => Promise<R>) | undefined) =>
      sign &&
      (async (arg: A) => {
        try {
          const signed = await sign.call(options.signer, arg);
          startClock();
          return signed;
        } catch (error) {
          walletFailed = true;
          throw error;
        }
      });
    const signerOf = {
      signPayload: wrap(signer.signPayload),
      signRaw: wrap(signer.signRaw),
    } as unknown as Signer;

    transferOf(api, to, value)
      .signAndSend(from, { signer: signerOf }, (result) => {
        hash = result.txHash.toHex();
        const { status, dispatchError } = result;
        if (dispatchError) {
          const { reason, docs } = dispatchReason(api, dispatchError);
          finish(() => reject(toDispatchError(reason, context(), docs)));
        } else if (status.isFinalized) {
          finish(() => resolve(hash!));
        } else if (status.isInvalid || status.isDropped || status.isUsurped) {
          finish(() => reject(toPoolRefusal(`The transaction pool reported it ${status.type}`)));
        } else if (status.isFinalityTimeout) {
          finish(() =>
            reject(
              new PorticoError(
                'TRANSACTION_NOT_CONFIRMED',
                'The transaction was not confirmed in time',
                {
                  details: `${hash}: its block was not finalised (FinalityTimeout)`,
                },
              ),
            ),
          );
        }
      })
      .then(
        (stop) => {
          if (settled) stop();
          else unsubscribe = stop;
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          finish(() =>
            reject(
              walletFailed
                ? toPolkadotWalletError(error)
                : isPoolRefusal(message)
                  ? toPoolRefusal(message, error)
                  : new PorticoError(
                      'TRANSACTION_REJECTED',
                      'The network refused the transaction',
                      {
                        details: message,
                        cause: error,
                        params: { reason: message },
                      },
                    ),
            ),
          );
        },
      );
  });
}

/** The transferable balance of `address` (free less locks, and the ED where it must stay). */
export async function readTransferable(api: ApiPromise, address: string): Promise<bigint> {
  return transferableBalance(await readAccount(api, address), existentialDepositOf(api));
}
