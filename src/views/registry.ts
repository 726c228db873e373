import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AvailableView } from './availableViews';

/** One lazily loaded component per available view: each view is its own chunk. */
export const viewRegistry: Record<AvailableView, LazyExoticComponent<ComponentType>> = {
  Connect: lazy(() => import('./Connect/ConnectView').then((m) => ({ default: m.ConnectView }))),
};
