import { createAction } from '@reduxjs/toolkit';

/** The Activity tab is shown: its first page, unless a fresh one is on hand. */
export const activityRequested = createAction('activity/requested');

/** The list scrolled to its end ("load more"), or the retry of a failed next page. */
export const activityMoreRequested = createAction('activity/moreRequested');

/**
 * A new first page: the retry after 'Failed to fetch transactions', and the refresh after the
 * account sent something (the send feature dispatches it).
 */
export const activityRefreshRequested = createAction('activity/refreshRequested');
