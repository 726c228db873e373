import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import { mergeFeatures } from './mergeFeatures';
import type { ProjectState } from './types';

/**
 * Here rather than in the slice: the shell reads the features in effect through these selectors
 * before the feature loads, without the reducers.
 */
export const initialProjectState: ProjectState = {
  status: 'idle',
  remote: null,
  ignoredLocal: [],
  origin: 'unchecked',
  error: null,
};

/** The remote configuration; the initial state until the feature first loads. */
export const selectProject = (state: PorticoState) => state.project ?? initialProjectState;

/**
 * The features in effect: the host's config overridden by the project's remote configuration
 * once it has answered (memoised: a new object only when either changes).
 */
export const selectEffectiveFeatures = createSelector(
  [
    (state: PorticoState) => state.options.features,
    (state: PorticoState) => selectProject(state).remote,
  ],
  mergeFeatures,
);
