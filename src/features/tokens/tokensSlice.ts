import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenBalance, TokensEntry, TokensState } from './types';
import type { StateOf } from '../PorticoState';

export { tokensRequested, tokensRetryRequested } from './tokensActions';

export const initialTokensState: TokensState = { byCaipAddress: {} };

const entryOf = (state: TokensState, caipAddress: string): TokensEntry =>
  (state.byCaipAddress[caipAddress] ??= {
    caipAddress,
    status: 'loading',
    balances: [],
    timestamp: 0,
    lastFailureAt: null,
  });

/** Token balances per CAIP-10 account, through the product API; the saga is lazy. */
export const tokensSlice = createSlice({
  name: 'tokens',
  initialState: initialTokensState,
  reducers: {
    fetchStarted(state, action: PayloadAction<{ caipAddress: string }>) {
      entryOf(state, action.payload.caipAddress).status = 'loading';
    },
    fetched(
      state,
      action: PayloadAction<{ caipAddress: string; balances: TokenBalance[]; timestamp: number }>,
    ) {
      const entry = entryOf(state, action.payload.caipAddress);
      entry.status = 'loaded';
      entry.balances = action.payload.balances;
      entry.timestamp = action.payload.timestamp;
      entry.lastFailureAt = null;
    },
    /** The API does not serve the network, so there is nothing to show. */
    networkUnsupported(state, action: PayloadAction<{ caipAddress: string; timestamp: number }>) {
      const entry = entryOf(state, action.payload.caipAddress);
      entry.status = 'unsupported';
      entry.balances = [];
      entry.timestamp = action.payload.timestamp;
    },
    /** 'Token Balance Unavailable', with the failure time. */
    fetchFailed(
      state,
      action: PayloadAction<{ caipAddress: string; failedAt: number; code: string }>,
    ) {
      const entry = entryOf(state, action.payload.caipAddress);
      entry.status = 'failed';
      entry.lastFailureAt = action.payload.failedAt;
    },
  },
});

export const {
  fetchStarted: tokensFetchStarted,
  fetched: tokensFetched,
  networkUnsupported: tokensNetworkUnsupported,
  fetchFailed: tokensFetchFailed,
} = tokensSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface LazyState {
    tokens: StateOf<typeof tokensSlice>;
  }
}
