import { useEffect, useState } from 'react';
import type { FeatureSlice } from '../../src/features/FeatureDescriptor';
import { FEATURES } from '../../src/features/featureList';

let loading: Promise<readonly FeatureSlice[]> | null = null;
let loaded: readonly FeatureSlice[] | null = null;

/**
 * Every lazy feature's slices, from the feature list (each lazy chunk loaded once): a story's
 * state may set any of them before its feature runs, as a real modal adds each when its feature
 * first runs. Loaded once per page: a story's modal waits for it (`useLazySlices`).
 */
export function loadLazySlices(): Promise<readonly FeatureSlice[]> {
  loading ??= Promise.all(FEATURES.map((feature) => feature.lazy?.load())).then((chunks) => {
    loaded = chunks.flatMap((chunk) => chunk?.slices ?? []);
    return loaded;
  });
  return loading;
}

/** The slices `loadLazySlices` settled on; a story built before then is a setup error. */
export function lazySlices(): readonly FeatureSlice[] {
  if (!loaded) throw new Error('Storybook lazy slices are not loaded yet: await loadLazySlices()');
  return loaded;
}

/** The lazy slices once loaded (at once after the first story), else null while they load. */
export function useLazySlices(): readonly FeatureSlice[] | null {
  const [slices, setSlices] = useState(loaded);
  useEffect(() => {
    if (!slices) void loadLazySlices().then(setSlices);
  }, [slices]);
  return slices;
}
