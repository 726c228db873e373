import type { ChainAdapter } from '../../src/adapter/ChainAdapter';
import type { Eip1193Provider } from './Eip1193Provider';
import type { EvmToolkit } from './EvmToolkit';
import { tokenTransferData } from './tokenTransferData';
import { toTransactionHash } from './toTransactionHash';

/**
 * `sendToken` for a toolkit that sends ERC-20 transfers itself, and `estimateSendCost` beside
 * it: with `sendToken` the send feature prices a token send there (the fee of the transfer
 * call), not through `estimateFee`, which only sees a native value.
 */
export function tokenSends(
  toolkit: EvmToolkit,
  sendToken: NonNullable<EvmToolkit['sendToken']>,
  providerOf: (connectorId: string) => Eip1193Provider,
): Pick<ChainAdapter, 'sendToken' | 'estimateSendCost'> {
  return {
    async sendToken({ connectorId, from, to, token, amount }) {
      return toTransactionHash(
        await sendToken(providerOf(connectorId), { from, to, token, amount }),
      );
    },
    async estimateSendCost({ network, ...send }) {
      const tx =
        'token' in send
          ? {
              from: send.from,
              to: send.token.address,
              value: 0n,
              data: tokenTransferData(send.to, send.amount),
            }
          : { from: send.from, to: send.to, value: send.value };
      return { fee: await toolkit.estimateFee(network, tx), extras: [] };
    },
  };
}
