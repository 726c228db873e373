import { ProviderRpcError } from '../../src/adapter/providerErrors';
import type { CosmosChainInfo } from './CosmosChainInfo';
import { toKeplrChainInfo } from './cosmosNetworks';
import type { KeplrProvider } from './KeplrProvider';
import { isMissingChainError } from './toCosmosWalletError';

/**
 * Has the wallet enable `info`'s chain for the page. A wallet that does not know the chain
 * (Keplr: "There is no chain info for …") is suggested it (`experimentalSuggestChain`, a
 * prompt) and asked again, unless `suggest` is false; one that cannot be suggested a chain
 * refuses with 4902. Throws the wallet's errors as they are: the caller types them.
 */
export async function enableCosmosChain(
  provider: KeplrProvider,
  info: CosmosChainInfo,
  { suggest }: { suggest: boolean },
): Promise<void> {
  try {
    await provider.enable(info.chainId);
    return;
  } catch (error) {
    if (!isMissingChainError(error)) throw error;
    if (!suggest || typeof provider.experimentalSuggestChain !== 'function')
      throw new ProviderRpcError(4902, `The wallet does not know ${info.chainId}`, {
        cause: error,
      });
  }
  await provider.experimentalSuggestChain(toKeplrChainInfo(info));
  await provider.enable(info.chainId);
}
