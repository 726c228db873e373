import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { PorticoState } from '../PorticoState';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';
import { selectBalanceState } from '../balance/balanceSelectors';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { selectTokensState } from '../tokens/tokensSelectors';
import { initialSendState } from './sendSlice';
import type { SendToken } from './types';

/** The send form; its initial state until the send feature first loads. */
export const selectSendState = (state: PorticoState) => state.send ?? initialSendState;

/**
 * What the active account can send on the active network: its native currency (the balance
 * feature's, else the API's native row) first, then the API's tokens with a contract, by
 * value. Tokens with decimals '0' are already dropped by the tokens feature.
 */
export const selectSendTokens = createSelector(
  [
    selectActiveCaipAddress,
    selectActiveNetwork,
    (state: PorticoState) => selectBalanceState(state).byCaipAddress,
    (state: PorticoState) => selectTokensState(state).byCaipAddress,
  ],
  (caipAddress, network, balances, tokenEntries): SendToken[] => {
    if (!caipAddress || !network?.supported) return [];
    if (parseCaipAddress(caipAddress).chainId !== network.caipNetworkId) return [];
    const listed = tokenEntries[caipAddress]?.balances ?? [];
    const nativeRow = listed.find((token) => !token.address);
    const native: SendToken = {
      key: network.nativeCurrency.symbol,
      symbol: network.nativeCurrency.symbol,
      name: network.nativeCurrency.name,
      decimals: network.nativeCurrency.decimals,
      balance: balances[caipAddress]?.balance ?? nativeRow?.quantity.numeric ?? '0',
      price: nativeRow?.price ?? 0,
      contract: null,
      iconUrl: safeImageUrl(nativeRow?.iconUrl ?? network.assets?.imageUrl),
    };
    const tokens = listed
      .filter((token) => token.address)
      .map((token): SendToken => ({
        key: token.address!,
        symbol: token.symbol,
        name: token.name,
        decimals: Number(token.quantity.decimals),
        balance: token.quantity.numeric,
        price: token.price,
        contract: parseCaipAddress(token.address!).address,
        iconUrl: safeImageUrl(token.iconUrl),
      }))
      .sort((a, b) => b.price * Number(b.balance) - a.price * Number(a.balance));
    return [native, ...tokens];
  },
);

/** The token the form names (the native one when none is named), or null when unknown. */
export const selectSendToken = createSelector(
  [selectSendTokens, (state: PorticoState) => selectSendState(state).form.token],
  (tokens, key) =>
    key === null
      ? (tokens[0] ?? null)
      : (tokens.find(
          (token) => token.key === key || token.contract?.toLowerCase() === key.toLowerCase(),
        ) ?? null),
);
