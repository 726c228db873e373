import { ProviderRpcError } from '../adapter/providerErrors';
import { parseCaipNetworkId } from '../adapter/caip';
import type { AuthAdapterOptions } from './AuthAdapterOptions';
import { notConnected } from './notConnected';

/**
 * EIP-5792 `wallet_getCallsStatus` of a batch the smart account sent (id = the user
 * operation's hash) on the user's chain, answered from the bundler, not by the frame.
 */
export async function readCallsStatus(
  params: readonly unknown[],
  chainId: string | undefined,
  getUserOperationReceipt: AuthAdapterOptions['getUserOperationReceipt'],
) {
  const id = params[0];
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new ProviderRpcError(-32602, 'Invalid params: a calls id (0x and 32 bytes)');
  if (!chainId) throw notConnected();
  if (!getUserOperationReceipt)
    throw new ProviderRpcError(4200, 'wallet_getCallsStatus needs the product API (apiUrl)');
  const [{ toCallsStatus }, receipt] = await Promise.all([
    import('./toCallsStatus'),
    getUserOperationReceipt(chainId, id),
  ]);
  return toCallsStatus(id, parseCaipNetworkId(chainId).reference, receipt);
}
