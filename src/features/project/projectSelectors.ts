import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../../store/rootReducer';
import { mergeFeatures } from './mergeFeatures';

export const selectProject = (state: PorticoState) => state.project;
export const selectProjectConfigStatus = (state: PorticoState) => state.project.status;
export const selectIgnoredLocalFlags = (state: PorticoState) => state.project.ignoredLocal;

/**
 * The features in effect: the host's config overridden by the project's remote configuration
 * once it has answered (memoised: a new object only when either changes).
 */
export const selectEffectiveFeatures = createSelector(
  [(state: PorticoState) => state.options.features, (state: PorticoState) => state.project.remote],
  mergeFeatures,
);
