import { ed25519 } from '@noble/curves/ed25519';
import type {
  SolanaSignAndSendTransactionOptions,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features';
import type { WalletIcon } from '@wallet-standard/base';
import bs58 from 'bs58';
import { createJsonRpcClient } from '../createJsonRpcClient';
import { DevWalletRpcError } from '../DevWalletRpcError';
import { DEV_WALLET_ICON } from '../devWalletIcon';
import { createSolanaDevWalletControls } from './createSolanaDevWalletControls';
import { createSolanaDevWalletCore } from './createSolanaDevWalletCore';
import { parseTransactionWire, signTransactionWire, toBase64, toBytes } from './transactionWire';
import type { SolanaDevWallet, SolanaDevWalletFeatures, SolanaDevWalletOptions } from './types';

const TRANSACTION_VERSIONS = ['legacy', 0] as const;

/** sendTransaction's config from the Wallet Standard options (base64 always). */
const sendConfig = (options: SolanaSignAndSendTransactionOptions = {}) => ({
  encoding: 'base64',
  ...(options.skipPreflight !== undefined && { skipPreflight: options.skipPreflight }),
  ...((options.preflightCommitment ?? options.commitment) && {
    preflightCommitment: options.preflightCommitment ?? options.commitment,
  }),
  ...(options.maxRetries !== undefined && { maxRetries: options.maxRetries }),
  ...(options.minContextSlot !== undefined && { minContextSlot: options.minContextSlot }),
});

/**
 * A scriptable Solana wallet for tests and the demo, speaking the Wallet Standard as a real
 * extension does (register it with `registerSolanaDevWallet`). It signs with the local
 * cluster's dev keys (ed25519 over the raw message bytes of legacy and version 0
 * transactions, in whichever signer slot is its own) and sends to `options.rpcUrl`.
 *
 * Connect prompts, unless the site is already connected; `{ silent: true }` never prompts and
 * answers the account only when this origin authorised the wallet before (remembered in
 * storage, so a reload reconnects silently). Disconnecting, from either side, forgets that.
 * Prompts (connect, sign, send) answer as `wallet.controls` says, after `delayMs`; a refusal
 * throws `DevWalletRpcError` 4001 'User rejected the request.'. Locked: connect throws 4100,
 * a silent connect answers no account, signing throws 4100.
 */
export function createSolanaDevWallet(options: SolanaDevWalletOptions = {}): SolanaDevWallet {
  const core = createSolanaDevWalletCore(options);
  const rpc = createJsonRpcClient({
    timeoutMs: options.rpcTimeoutMs ?? 10_000,
    fetch: options.fetch,
  });

  /** Checks every input before the prompt: chain, visible account, wire format. */
  const keysFor = (inputs: readonly SolanaSignTransactionInput[]) =>
    inputs.map((input) => {
      core.requireChain(input.chain);
      const key = core.requireKey(input.account);
      parseTransactionWire(input.transaction);
      return key;
    });

  async function send(signed: Uint8Array, sendOptions?: SolanaSignAndSendTransactionOptions) {
    const signature = await rpc(options.rpcUrl as string, 'sendTransaction', [
      toBase64(signed),
      sendConfig(sendOptions),
    ]);
    if (typeof signature !== 'string')
      throw new DevWalletRpcError(-32603, 'sendTransaction answered no signature');
    return bs58.decode(signature);
  }

  const features: SolanaDevWalletFeatures = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input) {
        const answer = core.begin('standard:connect');
        return { accounts: input?.silent ? core.connectSilently() : await core.connect(answer) };
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        core.begin('standard:disconnect');
        core.disconnect();
      },
    },
    'standard:events': {
      version: '1.0.0',
      on: (event, listener) => (event === 'change' ? core.on(listener) : () => undefined),
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs) {
        const answer = core.begin('solana:signMessage');
        const keys = inputs.map(({ account, message }) => {
          toBytes(message, 'the message');
          return core.requireKey(account);
        });
        await core.prompt(answer);
        return inputs.map(({ message }, index) => ({
          signedMessage: message,
          signature: ed25519.sign(toBytes(message, 'the message'), keys[index]!.seed),
          signatureType: 'ed25519' as const,
        }));
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      async signTransaction(...inputs) {
        const answer = core.begin('solana:signTransaction');
        const keys = keysFor(inputs);
        await core.prompt(answer);
        return inputs.map(({ transaction }, index) => ({
          signedTransaction: signTransactionWire(transaction, keys[index]!),
        }));
      },
    },
    'solana:signAndSendTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: TRANSACTION_VERSIONS,
      async signAndSendTransaction(...inputs) {
        const answer = core.begin('solana:signAndSendTransaction');
        if (!options.rpcUrl)
          throw new DevWalletRpcError(
            4200,
            'The Portico Solana dev wallet has no rpcUrl to send to',
          );
        const keys = keysFor(inputs);
        await core.prompt(answer);
        const outputs = [];
        // One at a time, in order, as a wallet sends a batch the user approved.
        for (const [index, { transaction, options: sendOptions }] of inputs.entries()) {
          const signed = signTransactionWire(transaction, keys[index]!);
          outputs.push({ signature: await send(signed, sendOptions) });
        }
        return outputs;
      },
    },
  };

  return {
    version: '1.0.0',
    name: core.name,
    icon: options.icon ?? (DEV_WALLET_ICON as WalletIcon),
    get chains() {
      return core.state.chains;
    },
    get accounts() {
      return core.visibleAccounts();
    },
    features,
    isPorticoDevWallet: true,
    controls: createSolanaDevWalletControls(core),
  };
}
