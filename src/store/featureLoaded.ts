import { createAction, type Action } from '@reduxjs/toolkit';

/**
 * A lazy feature's chunk ran: its slices (`reducerPath`s) were just added to the store, and
 * `replay` are the triggers dispatched before, which those slices now reduce in order.
 */
export const featureLoaded = createAction(
  'portico/featureLoaded',
  (payload: { name: string; slices: string[]; replay: Action[] }) => ({ payload }),
);
