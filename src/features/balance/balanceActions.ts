import { createAction } from '@reduxjs/toolkit';

/** Views ask for a fresh look; the cache (30 s) decides whether the node is asked. */
export const balanceRequested = createAction(
  'balance/requested',
  (options: { force?: boolean } = {}) => ({
    payload: options,
  }),
);
