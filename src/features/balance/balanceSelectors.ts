import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../../store/rootReducer';
import { formatBalance } from '../../utils/formatBalance';
import { selectActiveCaipAddress } from '../connections/connectionsSelectors';
import { selectActiveNetwork } from '../networks/networksSelectors';

/** Spec §5: a balance is shown only on supported networks that are not testnets. */
export const selectShowsBalance = createSelector([selectActiveNetwork], (network) =>
  Boolean(network?.supported && !network.testnet),
);

export const selectBalanceStatus = (state: PorticoState) => state.balance.status;

/** The active account's native balance, formatted (3 decimals floored), or null when hidden. */
export const selectActiveBalance = createSelector(
  [
    selectShowsBalance,
    selectActiveCaipAddress,
    selectActiveNetwork,
    (s: PorticoState) => s.balance.byCaipAddress,
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
