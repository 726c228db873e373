import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { modalClosed, modalOpened } from '../modal/modalSlice';
import type { View } from './types';
import type { StateOf } from '../PorticoState';

interface RouterState {
  /** The view stack; the last entry is shown. Never empty. */
  history: View[];
}

const initialState: RouterState = { history: ['Connect'] };

export const routerSlice = createSlice({
  name: 'router',
  initialState,
  reducers: {
    pushed(state, action: PayloadAction<View>) {
      if (state.history.at(-1) !== action.payload) state.history.push(action.payload);
    },
    replaced(state, action: PayloadAction<View>) {
      state.history[state.history.length - 1] = action.payload;
    },
    /** Emitted by the modal saga only when more than one entry remains. */
    popped(state) {
      if (state.history.length > 1) state.history.pop();
    },
    /** Back to the entry at `index` (after a network switch: to before Networks). */
    poppedTo(state, action: PayloadAction<number>) {
      state.history = state.history.slice(0, Math.max(1, action.payload + 1));
    },
    reset(state, action: PayloadAction<View>) {
      state.history = [action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(modalOpened, (state, action) => {
        state.history = [action.payload.view];
      })
      .addCase(modalClosed, (state, action) => {
        state.history = [action.payload.resetView];
      });
  },
});

export const {
  pushed: viewPushed,
  replaced: viewReplaced,
  popped: viewPopped,
  poppedTo: viewPoppedTo,
  reset: routerReset,
} = routerSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    router: StateOf<typeof routerSlice>;
  }
}
