import type { AdapterCapabilities } from '../../src/adapter/ChainAdapter';
import type { ChainModule } from '../../src/adapter/ChainModule';

/** What pairing offers, given the chain modules of its namespaces: sends where one can. */
export const universalCapabilities = (
  chains: readonly (ChainModule | undefined)[],
): AdapterCapabilities => ({
  send: chains.some((chain) => chain?.requests.sendTransaction !== undefined),
  signTypedData: false,
  switchNetwork: true,
  walletConnect: true,
  smartAccount: false,
  names: false,
  activity: false,
});
