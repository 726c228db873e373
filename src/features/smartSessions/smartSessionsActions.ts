import { createAction } from '@reduxjs/toolkit';
import type { SmartSession } from './types';

/** The user's (and host's) events that start the feature (smartSessionsFeature's triggers). */

/** The sessions list was shown, or its Retry pressed: fetch the active account's sessions. */
export const smartSessionsRequested = createAction('smartSessions/requested');

/** The user pressed Revoke on a session (its pci). */
export const smartSessionRevokeRequested = createAction<string>('smartSessions/revokeRequested');

/** The wallet granted permissions to the host (modal.grantPermissions): the session it made. */
export const smartSessionGranted = createAction<{ account: string; session: SmartSession }>(
  'smartSessions/granted',
);
