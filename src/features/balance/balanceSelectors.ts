import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { PorticoState } from '../PorticoState';
import { formatBalance } from '../../utils/formatBalance';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';
import { initialBalanceState } from './balanceSlice';

/** A balance is shown only on supported networks that are not testnets. */
export const selectShowsBalance = createSelector([selectActiveNetwork], (network) =>
  Boolean(network?.supported && !network.testnet),
);

/**
 * The account whose balances (native and token) are fetched: the active CAIP address, when it
 * is on the active network and that network shows balances. Else null.
 */
export function selectBalanceTarget(state: PorticoState) {
  const caipAddress = selectActiveCaipAddress(state);
  const network = selectActiveNetwork(state);
  if (!caipAddress || !network || !selectShowsBalance(state)) return null;
  const { chainId, address } = parseCaipAddress(caipAddress);
  return chainId === network.caipNetworkId ? { caipAddress, chainId, address, network } : null;
}

/** The native balances; empty until the balance feature first loads. */
export const selectBalanceState = (state: PorticoState) => state.balance ?? initialBalanceState;

export const selectBalanceStatus = (state: PorticoState) => selectBalanceState(state).status;

/** The active account's native balance, formatted (3 decimals floored), or null when hidden. */
export const selectActiveBalance = createSelector(
  [
    selectShowsBalance,
    selectActiveCaipAddress,
    selectActiveNetwork,
    (s: PorticoState) => selectBalanceState(s).byCaipAddress,
  ],
  (shows, caipAddress, network, entries) => {
    if (!shows || !caipAddress || !network) return null;
    const entry = entries[caipAddress];
    return {
      formatted: formatBalance(entry?.balance ?? null),
      symbol: entry?.symbol ?? network.nativeCurrency.symbol,
      /** Whether a fetched value exists (else `formatted` is the 0.000 default). */
      cached: entry !== undefined,
    };
  },
);
