import type { Features } from '../../config/ConfigInput';
import type { PorticoState } from '../PorticoState';
import type { View } from './types';
import { VIEW_TABLE } from './viewTable';

/** The flag `view` needs on, or undefined for a view every configuration has. */
export const viewFlag = (view: View): keyof Features | undefined => VIEW_TABLE[view].flag;

/**
 * Whether `view` may be shown in `state`: its flag on in the features in effect (the project's
 * remote configuration, once it answered, over the host's).
 */
export function isViewOn(state: PorticoState, view: View): boolean {
  const flag = viewFlag(view);
  if (!flag) return true;
  const value =
    (state.project?.remote as Partial<Features> | null | undefined)?.[flag] ??
    state.options.features[flag];
  return Array.isArray(value) ? value.length > 0 : value === true;
}
