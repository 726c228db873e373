import type { KeplrChainInfo } from '../../../adapters/cosmos/CosmosChainInfo';
import { DEV_ACCOUNTS, keyOf, signAdr36 } from './cosmosTestKeys';

/**
 * A minimal Keplr-style provider for the adapter's unit tests: the chains it knows (id →
 * prefix), the chains the page enabled, the key in use, and a script of refusals. Signs
 * ADR-36 with the key in use, as Keplr does.
 */
export function fakeKeplr(
  options: {
    chains?: Record<string, string>;
    suggest?: boolean;
    signArbitrary?: boolean;
    enabled?: readonly string[];
  } = {},
) {
  const chains = new Map(
    Object.entries(options.chains ?? { 'portico-local-1': 'cosmos', 'cosmoshub-4': 'cosmos' }),
  );
  const enabled = new Set(options.enabled ?? []);
  const state = {
    privateKey: DEV_ACCOUNTS[0].privateKey as string,
    refuse: new Set<string>(),
    hang: new Set<string>(),
    suggested: [] as KeplrChainInfo[],
  };
  const guard = async (method: string) => {
    if (state.hang.has(method)) await new Promise(() => undefined);
    if (state.refuse.has(method)) throw new Error('Request rejected');
  };
  const provider: Record<string, unknown> = {
    enable: jest.fn(async (chainIds: string | string[]) => {
      for (const chainId of [chainIds].flat()) {
        if (!chains.has(chainId)) throw new Error(`There is no chain info for ${chainId}`);
        if (!enabled.has(chainId)) await guard('enable');
        enabled.add(chainId);
      }
    }),
    getKey: jest.fn(async (chainId: string) => {
      await guard('getKey');
      if (!enabled.has(chainId)) throw new Error(`${chainId} is not enabled`);
      return keyOf(state.privateKey, chains.get(chainId)!);
    }),
    disable: jest.fn(async (chainIds?: string | string[]) => {
      for (const chainId of chainIds === undefined ? [...enabled] : [chainIds].flat())
        enabled.delete(chainId);
    }),
  };
  if (options.suggest !== false)
    provider.experimentalSuggestChain = jest.fn(async (info: KeplrChainInfo) => {
      await guard('suggestChain');
      state.suggested.push(info);
      chains.set(info.chainId, info.bech32Config.bech32PrefixAccAddr);
    });
  if (options.signArbitrary !== false)
    provider.signArbitrary = jest.fn(async (chainId: string, signer: string, data: string) => {
      await guard('signArbitrary');
      const expected = keyOf(state.privateKey, chains.get(chainId)!).bech32Address;
      if (signer !== expected) throw new Error('Signer mismatched');
      return signAdr36(state.privateKey, signer, data);
    });
  return { provider, state, enabled };
}
