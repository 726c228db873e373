import type { ComponentType } from 'react';
import { createModuleLoader, type ModuleLoader } from '../utils/createModuleLoader';
import type { AvailableView } from './availableViews';

/** One loader per available view: each view is its own chunk. */
export const viewLoaders: Record<AvailableView, ModuleLoader<ComponentType>> = {
  Connect: createModuleLoader(() => import('./Connect/ConnectView').then((m) => m.ConnectView)),
};
