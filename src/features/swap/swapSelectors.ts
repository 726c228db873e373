import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { PorticoState } from '../PorticoState';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { selectBalanceState } from '../balance/balanceSelectors';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { selectTokensState } from '../tokens/tokensSelectors';
import { isNativeAddress, nativeTokenId, NATIVE_TOKEN_ADDRESS } from './swapEstimates';
import { isSwapNetwork } from './swapNetworks';
import { initialSwapState } from './swapSlice';
import type { SwapListToken, SwapSide, SwapToken } from './types';

/** The swap; its initial state until the swap feature first loads. */
export const selectSwapState = (state: PorticoState) => state.swap ?? initialSwapState;

/**
 * The network UnsupportedChain names as outside the swap list: the active one, when Swap was
 * asked for on it. Null otherwise (UnsupportedChain then has its general reason).
 */
export const selectSwapUnsupportedNetwork = (state: PorticoState): string | null => {
  const refused = selectSwapState(state).unsupportedNetwork;
  return refused !== null && selectActiveNetwork(state)?.caipNetworkId === refused ? refused : null;
};

/** The configured networks Swap is offered on, in config order (UnsupportedChain lists them). */
export const selectSwapNetworks = createSelector(
  [(state: PorticoState) => state.options],
  (options) => options.networks.filter((n) => isSwapNetwork(options, n.caipNetworkId)),
);

const byValue = (a: SwapToken, b: SwapToken) =>
  b.price * Number(b.balance ?? 0) - a.price * Number(a.balance ?? 0);

const held = (token: SwapToken) => token.balance !== null && Number(token.balance) > 0;

/**
 * What the picker offers on the active network: the account's tokens with a balance first (by
 * value), then the rest of the convert API's list in its order. Until the list is in, the
 * native currency and the account's tokens; once it is, only what the list can swap.
 */
export const selectSwapTokens = createSelector(
  [
    selectActiveCaipAddress,
    selectActiveNetwork,
    (state: PorticoState) => selectBalanceState(state).byCaipAddress,
    (state: PorticoState) => selectTokensState(state).byCaipAddress,
    (state: PorticoState) => selectSwapState(state).tokenList,
    (state: PorticoState) => selectSwapState(state).prices,
  ],
  (caipAddress, network, balances, tokenEntries, list, prices): SwapToken[] => {
    if (!caipAddress || !network?.supported) return [];
    if (parseCaipAddress(caipAddress).chainId !== network.caipNetworkId) return [];
    const rows = tokenEntries[caipAddress]?.balances ?? [];
    const nativeRow = rows.find((row) => !row.address);
    const nativeBalance = balances[caipAddress]?.balance ?? nativeRow?.quantity.numeric ?? null;
    const priceOf = (id: string, fallback: number) => prices[id.toLowerCase()] ?? fallback;
    const heldRow = (id: string) =>
      rows.find((row) => row.address?.toLowerCase() === id.toLowerCase());

    const fromList = (token: SwapListToken): SwapToken => {
      const address = parseCaipAddress(token.id).address;
      const native = isNativeAddress(address);
      const row = native ? nativeRow : heldRow(token.id);
      return {
        ...token,
        address,
        native,
        balance: native ? nativeBalance : (row?.quantity.numeric ?? null),
        price: priceOf(token.id, row?.price ?? 0),
      };
    };
    const nativeId = nativeTokenId(network.caipNetworkId);
    const loaded = list.caipNetworkId === network.caipNetworkId && list.status === 'loaded';
    const tokens: SwapToken[] = loaded
      ? list.tokens.map(fromList)
      : [
          {
            id: nativeId,
            address: NATIVE_TOKEN_ADDRESS,
            symbol: network.nativeCurrency.symbol,
            name: network.nativeCurrency.name,
            decimals: network.nativeCurrency.decimals,
            native: true,
            iconUrl: safeImageUrl(nativeRow?.iconUrl ?? network.assets?.imageUrl),
            balance: nativeBalance,
            price: priceOf(nativeId, nativeRow?.price ?? 0),
          },
          ...rows
            .filter((row) => row.address)
            .map((row) => ({
              id: row.address!,
              address: parseCaipAddress(row.address!).address,
              symbol: row.symbol,
              name: row.name,
              decimals: Number(row.quantity.decimals),
              native: false,
              iconUrl: safeImageUrl(row.iconUrl),
              balance: row.quantity.numeric,
              price: priceOf(row.address!, row.price),
            })),
        ];
    return [...tokens.filter(held).sort(byValue), ...tokens.filter((token) => !held(token))];
  },
);

/** A token named by its id, its address or its symbol (a prefill may use any), else null. */
function findSwapToken(tokens: readonly SwapToken[], key: string | null) {
  if (key === null) return null;
  const lower = key.toLowerCase();
  return (
    tokens.find((t) => t.id.toLowerCase() === lower || t.address.toLowerCase() === lower) ??
    tokens.find((t) => t.symbol.toLowerCase() === lower) ??
    null
  );
}

/** The token of one side: the form's choice; the paid side defaults to the native currency. */
export const selectSwapToken = (state: PorticoState, side: SwapSide): SwapToken | null => {
  const tokens = selectSwapTokens(state);
  const key = selectSwapState(state).form[side];
  if (key === null && side === 'from') return tokens.find((token) => token.native) ?? null;
  return findSwapToken(tokens, key);
};
