import type { WalletAccount } from '@wallet-standard/base';
import bs58 from 'bs58';
import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import { confirmSignature } from './confirmSignature';
import type { Web3 } from './loadWeb3';
import type { TransferPlan } from './planTransfer';
import type { SolanaWallet } from './SolanaWallet';
import { submitTransaction } from './solanaRpc';
import { toTransactionError } from './toTransactionError';
import { toWalletError } from './toWalletError';
import { toWalletStandardChain } from './walletStandardChain';

export interface SendContext {
  web3: Web3;
  rpc: RpcTransport;
  network: CaipNetwork;
  wallet: SolanaWallet;
  account: WalletAccount;
  confirmTimeoutMs: number;
}

/**
 * Has the wallet sign and send `plan`'s transaction (`solana:signAndSendTransaction`), or
 * sign it (`solana:signTransaction`) for us to send over the network's RPC; then waits for
 * its confirmation. Resolves with the transaction's base58 signature.
 */
export async function sendPlanned(context: SendContext, plan: TransferPlan): Promise<string> {
  const { web3, rpc, network, wallet, account } = context;
  const chain = toWalletStandardChain(network);
  const unsigned = plan.transaction.serialize({
    requireAllSignatures: false,
    verifySignatures: false,
  });
  let signature: string;
  if (wallet.signAndSendTransaction) {
    const raw = await wallet
      .signAndSendTransaction(account, chain, unsigned)
      .catch((error: unknown) => {
        throw toTransactionError(toWalletError(error));
      });
    signature = bs58.encode(raw);
  } else if (wallet.signTransaction) {
    const signed = await wallet
      .signTransaction(account, chain, unsigned)
      .catch((error: unknown) => {
        throw toWalletError(error);
      });
    signature = await submitTransaction(rpc, signed).catch((error: unknown) => {
      throw toTransactionError(error);
    });
  } else {
    throw new PorticoError('UNSUPPORTED_METHOD', 'The wallet does not support this method', {
      details: 'neither solana:signAndSendTransaction nor solana:signTransaction',
    });
  }
  const { blockhash, lastValidBlockHeight } = plan;
  await confirmSignature(
    web3,
    network,
    { signature, blockhash, lastValidBlockHeight },
    context.confirmTimeoutMs,
  );
  return signature;
}
