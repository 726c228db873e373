import type { TransactionRequest } from '../../src/adapter/ChainModule';
import { PorticoError } from '../../src/adapter/PorticoError';
import type { RpcTransport } from '../../src/adapter/rpc/RpcTransport';

const HEX_QUANTITY = /^0x[0-9a-fA-F]+$/;

const quantity = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !HEX_QUANTITY.test(value))
    throw new PorticoError('INVALID_FEE', `The node returned an invalid ${what}`, {
      details: String(value),
    });
  return BigInt(value);
};

/**
 * The network fee of `tx` on an EVM chain: `eth_estimateGas` times `eth_gasPrice` (the price
 * a legacy or EIP-1559 transaction is filled at by wallets that ask the node), both in one
 * batch. A transaction the node would revert fails here already, with the node's error.
 */
export async function estimateFee(rpc: RpcTransport, tx: TransactionRequest): Promise<bigint> {
  const call = {
    from: tx.from,
    to: tx.to,
    value: `0x${tx.value.toString(16)}`,
    ...(tx.data ? { data: tx.data } : {}),
  };
  const [gas, price] = await Promise.all([
    rpc.request({ method: 'eth_estimateGas', params: [call] }),
    rpc.request({ method: 'eth_gasPrice', params: [] }),
  ]);
  return quantity(gas, 'gas estimate') * quantity(price, 'gas price');
}
