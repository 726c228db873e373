import type { FeatureDescriptor } from '../FeatureDescriptor';
import { FEATURES } from '../featureList';
import type { FeatureViews, ViewRow } from './ViewRow';

/** The route names in a feature's `views`, for each feature of the union `F`. */
type RouteOf<F> = F extends { readonly views?: infer V } ? keyof V & string : never;

/** The view table, joined from the features' `views` (their `<feature>Views.ts`). */
function joinViews<F extends FeatureDescriptor<FeatureViews>>(features: readonly F[]) {
  const table: Record<string, ViewRow> = {};
  for (const { name, views } of features)
    for (const [view, flag] of Object.entries(views ?? {}))
      table[view] = flag ? { feature: name, flag } : { feature: name };
  return table as { readonly [V in RouteOf<F>]: ViewRow };
}

/**
 * What the modal knows of each view before its code loads, by route name: the feature it
 * belongs to and the flag that gates it. Each view's code loads on its first visit.
 */
export const VIEW_TABLE = joinViews(FEATURES);

/**
 * Every view of the modal, by route name. (Written as an indexed access, not `keyof`, so the
 * published declarations name `View` wherever a view is inferred.)
 */
export type View = { [V in keyof typeof VIEW_TABLE]: V }[keyof typeof VIEW_TABLE];

/** Every view of the modal: each has a component. */
export const VIEWS = Object.keys(VIEW_TABLE) as readonly View[];
