import bs58 from 'bs58';
import type { RpcChainModule, SendCost, SendCostRequest } from '../../src/adapter/ChainModule';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import { formatUnits, parseUnits } from '../../src/adapter/units';
import { loadWeb3 } from './loadWeb3';
import { isBase58Signature, isSolanaAddress } from './solanaAddress';
import { toTransactionError } from './toTransactionError';

/** WalletConnect's `solana_signMessage` params: the UTF-8 message in base58, and the signer. */
const signMessageParams = (address: string, message: string) => ({
  message: bs58.encode(new TextEncoder().encode(message)),
  pubkey: address,
});

/** The fee and extra costs of a send, as `planTransfer` finds them; the plan itself is dropped. */
async function estimateSendCost(rpc: RpcTransport, send: SendCostRequest): Promise<SendCost> {
  const [{ planTransfer }, web3] = await Promise.all([import('./planTransfer'), loadWeb3()]);
  const { fee, extras } = await planTransfer(rpc, web3, send);
  return { fee, extras };
}

/** Solana: what the rest of the product asks of the solana namespace. */
export const solanaChain: RpcChainModule = {
  namespace: 'solana',
  isAddress: isSolanaAddress,
  // Base58 has no checksum to get wrong: an address is valid, or not one.
  checkReceiver: async (address) =>
    isSolanaAddress(address) ? { address } : { problem: 'invalid' },
  parseUnits,
  formatUnits,
  // The reads (and zod, which checks their answers) load with the first one, not the adapter.
  getNativeBalance: async (rpc, address) => (await import('./solanaRpc')).readBalance(rpc, address),
  getTokenBalances: async (rpc, owner) =>
    (await import('./readTokenBalances')).readTokenBalances(rpc, owner),
  // web3.js, to compile the exact message getFeeForMessage prices, loads with the first estimate.
  async estimateFee(rpc, { from, to, value }) {
    return (await estimateSendCost(rpc, { from, to, value })).fee;
  },
  estimateSendCost,
  requests: {
    // The named params as the one positional argument, for a relay without named params.
    signMessage: (address, message) => ({
      method: 'solana_signMessage',
      params: [signMessageParams(address, message)],
    }),
    signMessageWithNamedParams: (address, message) => ({
      method: 'solana_signMessage',
      params: signMessageParams(address, message),
    }),
    // `solana_signMessage` answers `{ signature }`.
    signatureOf: (answer) =>
      typeof answer === 'object' && answer !== null && 'signature' in answer
        ? answer.signature
        : answer,
    // A signature and a transaction's id are both base58 of an ed25519 signature's 64 bytes.
    isSignature: isBase58Signature,
    isTransactionHash: isBase58Signature,
  },
  pairing: {
    methods: [
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ],
    events: ['accountsChanged', 'chainChanged'],
  },
  toTransactionError: async (error) => toTransactionError(error),
};
