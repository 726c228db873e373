import { PorticoError } from '../adapter/PorticoError';
import type {
  FeatureDescriptor,
  HostCall,
  HostCallName,
  ViewIntent,
} from '../features/FeatureDescriptor';
import type { View } from '../features/router/types';

interface HostIntentTable {
  /** What follows `open({ view })` for `view`, if a feature declared it. */
  view(view: View): ViewIntent | undefined;
  /** The feature's answer to a host call; `INTENT_UNAVAILABLE` when no feature in the list has one. */
  call(name: HostCallName): HostCall;
}

/** The host intents the features declare, found by view and by call. */
export function hostIntents(features: readonly FeatureDescriptor[]): HostIntentTable {
  const views = new Map<View, ViewIntent>();
  const calls = new Map<HostCallName, HostCall>();
  for (const { intents } of features) {
    for (const [view, intent] of Object.entries(intents?.views ?? {}))
      views.set(view as View, intent);
    for (const [name, call] of Object.entries(intents?.calls ?? {}))
      calls.set(name as HostCallName, call);
  }
  return {
    view: (view) => views.get(view),
    call(name) {
      const call = calls.get(name);
      if (!call) throw new PorticoError('INTENT_UNAVAILABLE', `No feature answers ${name}()`);
      return call;
    },
  };
}
