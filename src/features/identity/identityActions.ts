import { createAction } from '@reduxjs/toolkit';

/** The Account view asks for the active account's identity; the 5 min cache decides. */
export const identityRequested = createAction('identity/requested');
