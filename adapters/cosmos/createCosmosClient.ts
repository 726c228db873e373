import { encodeSecp256k1Pubkey, type StdFee } from '@cosmjs/amino';
import type { OfflineSigner } from '@cosmjs/proto-signing';
import {
  QueryClient,
  setupBankExtension,
  setupTxExtension,
  SigningStargateClient,
  StargateClient,
  type BankExtension,
  type TxExtension,
} from '@cosmjs/stargate';
import {
  Comet1Client,
  Comet38Client,
  HttpClient,
  Tendermint37Client,
  type CometClient,
} from '@cosmjs/tendermint-rpc';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { PorticoError } from '../../src/adapter/PorticoError';
import { toCosmosTransactionError } from './CosmosTransactionError';

const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';

/** A chain's CometBFT RPC, through @cosmjs: the reads and the broadcast a send needs. */
export interface CosmosClient {
  /** The balance of `denom` at `address`, in its smallest unit. */
  balance(address: string, denom: string): Promise<bigint>;
  /**
   * The decimals of `denom`'s display unit from the bank module's metadata, or null when the
   * chain has none for it (or cannot say). Asked once per denom.
   */
  denomDecimals(denom: string): Promise<number | null>;
  /**
   * The gas a send from `from` uses, simulated: a `MsgSend` of one smallest unit of `denom` to
   * itself, signed (for the simulation) by its 33-byte `publicKey`. Not the send's own amount
   * or receiver: so every send from the account is priced alike, and "Max" and the preview agree.
   */
  simulateSendGas(from: string, publicKey: Uint8Array, denom: string): Promise<number>;
  /** The signed bytes of a `MsgSend`, signed by `signer` (the wallet prompts here). */
  signSend(request: {
    signer: OfflineSigner;
    /** The chain the wallet signs for: the node must be on it. */
    chainId: string;
    from: string;
    to: string;
    amount: bigint;
    denom: string;
    fee: StdFee;
  }): Promise<Uint8Array>;
  /**
   * Broadcasts `tx` and resolves with its hash once it is in a block and succeeded there.
   * Rejects with a `CosmosTransactionError` when the node refuses it or its block failed it,
   * and with `TRANSACTION_NOT_CONFIRMED` when it is not in a block within `timeoutMs`.
   */
  broadcast(
    tx: Uint8Array,
    options: { pollIntervalMs: number; timeoutMs: number },
  ): Promise<string>;
  disconnect(): void;
}

/**
 * The CometBFT client of `url`, its version detected as cosmjs' `connectComet` does (0.37,
 * 0.38, 1.x), each request with a timeout.
 */
async function connectWithTimeout(url: string, timeoutMs: number): Promise<CometClient> {
  const probe = Tendermint37Client.create(new HttpClient(url, timeoutMs));
  const { version } = (await probe.status()).nodeInfo;
  if (version.startsWith('0.38.')) return Comet38Client.create(new HttpClient(url, timeoutMs));
  if (version.startsWith('1.')) return Comet1Client.create(new HttpClient(url, timeoutMs));
  return probe;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A node's refusal at broadcast (cosmjs' `BroadcastTxError`), read by shape. */
const isBroadcastError = (
  error: unknown,
): error is Error & { code: number; codespace?: string; log?: string } =>
  error instanceof Error &&
  error.name === 'BroadcastTxError' &&
  typeof (error as { code?: unknown }).code === 'number';

/** The @cosmjs client of the CometBFT RPC at `url`; one status request to detect its version. */
export async function createCosmosClient(
  url: string,
  { timeoutMs }: { timeoutMs: number },
): Promise<CosmosClient> {
  const comet = await connectWithTimeout(url, timeoutMs);
  const stargate = StargateClient.create(comet);
  const query: QueryClient & BankExtension & TxExtension = QueryClient.withExtensions(
    comet,
    setupBankExtension,
    setupTxExtension,
  );
  const decimals = new Map<string, Promise<number | null>>();

  const sendMessage = (from: string, to: string, amount: bigint, denom: string) => ({
    typeUrl: MSG_SEND,
    value: MsgSend.fromPartial({
      fromAddress: from,
      toAddress: to,
      amount: [{ denom, amount: amount.toString() }],
    }),
  });

  return {
    async balance(address, denom) {
      return BigInt((await query.bank.balance(address, denom)).amount || '0');
    },

    denomDecimals(denom) {
      let known = decimals.get(denom);
      if (!known) {
        known = query.bank.denomMetadata(denom).then(
          (metadata) => {
            const display = metadata.denomUnits.find((unit) => unit.denom === metadata.display);
            return display && Number.isInteger(display.exponent) && display.exponent <= 36
              ? display.exponent
              : null;
          },
          // No metadata for the denom (or no bank metadata at all): the chain info says.
          () => null,
        );
        decimals.set(denom, known);
      }
      return known;
    },

    async simulateSendGas(from, publicKey, denom) {
      const message = sendMessage(from, from, 1n, denom);
      const { sequence } = await stargate.getSequence(from);
      const { gasInfo } = await query.tx.simulate(
        [{ typeUrl: MSG_SEND, value: MsgSend.encode(message.value).finish() }],
        '',
        encodeSecp256k1Pubkey(publicKey),
        sequence,
      );
      const gas = Number(gasInfo?.gasUsed ?? 0n);
      if (!Number.isSafeInteger(gas) || gas <= 0)
        throw new PorticoError('FEE_UNAVAILABLE', 'The network fee could not be estimated', {
          details: `the simulation of a send from ${from} answered no gas`,
        });
      return gas;
    },

    async signSend({ signer, chainId, from, to, amount, denom, fee }) {
      const signing = SigningStargateClient.createWithSigner(comet, signer);
      // The sign doc names the node's chain: a node of another chain would make it unusable.
      const nodeChainId = await signing.getChainId();
      if (nodeChainId !== chainId)
        throw new PorticoError('CHAIN_MISMATCH', 'The network’s RPC serves another chain', {
          details: `the RPC answers chain ${nodeChainId}, the network is ${chainId}`,
        });
      const raw = await signing.sign(from, [sendMessage(from, to, amount, denom)], fee, '');
      return TxRaw.encode(raw).finish();
    },

    async broadcast(tx, { pollIntervalMs, timeoutMs }) {
      let hash: string;
      try {
        hash = await stargate.broadcastTxSync(tx);
      } catch (error) {
        if (!isBroadcastError(error)) throw error;
        throw toCosmosTransactionError({
          txCode: error.code,
          ...(error.codespace ? { codespace: error.codespace } : {}),
          ...(error.log ? { log: error.log } : {}),
        });
      }
      const deadline = Date.now() + timeoutMs;
      let lastError: unknown;
      while (Date.now() < deadline) {
        await sleep(Math.min(pollIntervalMs, Math.max(0, deadline - Date.now())));
        try {
          const found = await stargate.getTx(hash);
          if (found) {
            if (found.code === 0) return hash;
            throw toCosmosTransactionError({
              txCode: found.code,
              ...(found.rawLog ? { log: found.rawLog } : {}),
              transactionHash: hash,
            });
          }
        } catch (error) {
          if (error instanceof PorticoError) throw error;
          lastError = error; // A failed read: asked again until the deadline.
        }
      }
      throw new PorticoError(
        'TRANSACTION_NOT_CONFIRMED',
        'The transaction was not confirmed in time',
        {
          details: `${hash} was not in a block after ${timeoutMs} ms`,
          cause: lastError,
          params: { hash },
        },
      );
    },

    disconnect: () => comet.disconnect(),
  };
}
