import type { CaipNetwork } from '../../src/adapter/CaipNetwork';
import { PorticoError } from '../../src/adapter/PorticoError';
import { ProviderRpcError, toProviderError } from '../../src/adapter/providerErrors';
import type { Eip1193Provider } from './Eip1193Provider';
import { toHexChainId } from '../../src/adapter/hexChainId';

/** Codes wallets use for "I don't know this chain": 4902, and -32603 from some. */
const isUnknownChain = (error: unknown) =>
  error instanceof ProviderRpcError && (error.rpcCode === 4902 || error.rpcCode === -32603);

/**
 * `wallet_switchEthereumChain`; on an unknown chain, `wallet_addEthereumChain` with the
 * network's name, currency and RPC URLs. A refused add gives 'Chain is not supported'.
 */
export async function switchEthereumChain(
  provider: Eip1193Provider,
  network: CaipNetwork,
): Promise<void> {
  const chainId = toHexChainId(network.id);
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    return;
  } catch (raw) {
    const error = toProviderError(raw);
    if (!isUnknownChain(error)) throw error;
  }
  try {
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: network.nativeCurrency,
          rpcUrls: network.rpcUrls.chainDefault?.http ?? network.rpcUrls.default.http,
          ...(network.blockExplorers
            ? { blockExplorerUrls: [network.blockExplorers.default.url] }
            : {}),
        },
      ],
    });
  } catch (raw) {
    const error = toProviderError(raw);
    if (error instanceof ProviderRpcError && error.rpcCode === 4001) throw error;
    throw new PorticoError('CHAIN_NOT_SUPPORTED', 'Chain is not supported', { cause: error });
  }
  // EIP-3085 lets a wallet stay on the old chain after adding one: switch explicitly.
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
  } catch (raw) {
    throw toProviderError(raw);
  }
}
