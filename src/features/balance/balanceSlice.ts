import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { accountDisconnected } from '../connections/connectionsSlice';
import type { StateOf } from '../PorticoState';

/** A balance cache entry, with the value as a full-precision decimal string. */
interface BalanceEntry {
  caipAddress: string;
  /** Native balance in whole units, e.g. "10000.0"; formatted for display by selectors. */
  balance: string;
  symbol: string;
  timestamp: number;
}

type BalanceStatus = 'idle' | 'loading' | 'failed';

interface BalanceState {
  byCaipAddress: Record<string, BalanceEntry>;
  status: BalanceStatus;
}

export const initialBalanceState: BalanceState = { byCaipAddress: {}, status: 'idle' };

export { balanceRequested } from './balanceActions';

export const balanceSlice = createSlice({
  name: 'balance',
  initialState: initialBalanceState,
  reducers: {
    fetchStarted(state) {
      state.status = 'loading';
    },
    fetched(state, action: PayloadAction<BalanceEntry>) {
      state.byCaipAddress[action.payload.caipAddress] = action.payload;
      state.status = 'idle';
    },
    fetchFailed(state) {
      state.status = 'failed';
    },
  },
  extraReducers: (builder) => {
    builder.addCase(accountDisconnected, (state) => {
      state.status = 'idle';
    });
  },
});

export const {
  fetchStarted: balanceFetchStarted,
  fetched: balanceFetched,
  fetchFailed: balanceFetchFailed,
} = balanceSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    balance: StateOf<typeof balanceSlice>;
  }
}
