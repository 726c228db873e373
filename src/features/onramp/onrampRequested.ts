import { createAction } from '@reduxjs/toolkit';

/** Open buying (Account's Buy, or the host's `modal.open({ view: 'OnrampProviders' })`). */
export const onrampRequested = createAction('onramp/requested');
