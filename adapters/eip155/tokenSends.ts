import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { ChainModule } from '../../src/adapter/ChainModule';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';
import type { Eip1193Provider } from './Eip1193Provider';
import type { EvmToolkit } from './EvmToolkit';
import { tokenTransferData } from './tokenTransferData';
import { toTransactionHash } from './toTransactionHash';

/** `sendToken` for a toolkit that sends ERC-20 transfers itself. */
export function tokenSends(
  sendToken: NonNullable<EvmToolkit['sendToken']>,
  providerOf: (connectorId: string) => Eip1193Provider,
): Pick<ChainAdapter, 'sendToken'> {
  return {
    async sendToken({ connectorId, from, to, token, amount }) {
      return toTransactionHash(
        await sendToken(providerOf(connectorId), { from, to, token, amount }),
      );
    },
  };
}

/**
 * `chain` with `estimateSendCost` beside its `estimateFee`, for an adapter that sends tokens
 * itself: the send feature then prices a token send there (the fee of the transfer call), not
 * through `estimateFee`, which only sees a native value.
 */
export function withTokenSendCost(chain: ChainModule): ChainModule<RpcTransport> {
  const estimateFee = chain.estimateFee!.bind(chain);
  return {
    ...chain,
    async estimateSendCost(rpc, send) {
      const tx =
        'token' in send
          ? {
              from: send.from,
              to: send.token.address,
              value: 0n,
              data: tokenTransferData(send.to, send.amount),
            }
          : { from: send.from, to: send.to, value: send.value };
      return { fee: await estimateFee(rpc, tx), extras: [] };
    },
  };
}
