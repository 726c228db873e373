import { createAction } from '@reduxjs/toolkit';

/** Dispatched by `WalletModal.destroy()`: stops every feature saga. */
export const destroyRequested = createAction('portico/destroyRequested');
