import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PorticoEventRecord } from './types';
import type { StateOf } from '../PorticoState';

/** The most recent events, for devtools and stories; subscribers get every one via EventHub. */
export const EVENT_LOG_LIMIT = 50;

interface EventsState {
  log: PorticoEventRecord[];
}

const initialState: EventsState = { log: [] };

export const eventsSlice = createSlice({
  name: 'events',
  initialState,
  reducers: {
    emitted(state, action: PayloadAction<PorticoEventRecord>) {
      state.log.push(action.payload);
      if (state.log.length > EVENT_LOG_LIMIT)
        state.log.splice(0, state.log.length - EVENT_LOG_LIMIT);
    },
  },
});

export const { emitted: eventEmitted } = eventsSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    events: StateOf<typeof eventsSlice>;
  }
}
