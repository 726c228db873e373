import type { Features } from '../../config/ConfigInput';

/**
 * A feature's views (`<feature>Views.ts`), by route name: the host flag each needs on, or null
 * for a view every configuration has. A descriptor carries them (`views`); each component is
 * `views/<View>/<View>View.tsx`.
 */
export type FeatureViews = Readonly<Record<string, keyof Features | null>>;

/** What the modal knows of a view before its code loads. */
export interface ViewRow {
  /** The feature the view belongs to. */
  readonly feature: string;
  /** The host flag that must be on for the view to show; absent: every configuration has it. */
  readonly flag?: keyof Features;
}
