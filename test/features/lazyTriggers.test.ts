import * as activityActions from '../../src/features/activity/activityActions';
import { activityFeature } from '../../src/features/activity/activityFeature';
import type { FeatureDescriptor } from '../../src/features/FeatureDescriptor';
import * as multiWalletActions from '../../src/features/multiWallet/multiWalletActions';
import { multiWalletFeature } from '../../src/features/multiWallet/multiWalletFeature';
import * as namesActions from '../../src/features/names/namesActions';
import { namesFeature } from '../../src/features/names/namesFeature';
import * as sendActions from '../../src/features/send/sendActions';
import { sendFeature } from '../../src/features/send/sendFeature';
import * as onrampActions from '../../src/features/onramp/onrampActions';
import { onrampFeature } from '../../src/features/onramp/onrampFeature';
import * as swapActions from '../../src/features/swap/swapActions';
import { swapFeature } from '../../src/features/swap/swapFeature';

/**
 * These descriptors name their triggers as plain strings, so the startup bundle does not carry
 * every action creator of the feature (README, "Start-up cost"). Each string must still be the
 * type of an action the feature's views dispatch: a typo would leave the feature never loading.
 */
const typesOf = (actions: Record<string, unknown>) =>
  new Set(
    Object.values(actions)
      .map((creator) => (creator as { type?: unknown }).type)
      .filter((type): type is string => typeof type === 'string'),
  );

describe.each<[string, FeatureDescriptor, Record<string, unknown>]>([
  ['activity', activityFeature, activityActions],
  ['multiWallet', multiWalletFeature, multiWalletActions],
  ['names', namesFeature, namesActions],
  ['onramp', onrampFeature, onrampActions],
  ['send', sendFeature, sendActions],
  ['swap', swapFeature, swapActions],
])('the %s feature', (_name, feature, actions) => {
  it('behavior: every trigger is the type of one of its action creators', () => {
    const known = typesOf(actions);
    expect(feature.lazy?.triggers.length).toBeGreaterThan(0);
    for (const trigger of feature.lazy!.triggers) expect(known).toContain(trigger);
  });
});

it('behavior: the user events of send, swap and onramp all start their feature', () => {
  // The facts the chunk itself reports (started, succeeded…) are not triggers; every action the
  // views dispatch before the chunk ran is.
  expect(new Set(swapFeature.lazy!.triggers)).toEqual(
    new Set(
      [...typesOf(swapActions)].filter(
        (type) => !/\/(started|succeeded|failed|approvalFailed)$/.test(type),
      ),
    ),
  );
  expect(new Set(sendFeature.lazy!.triggers)).toEqual(
    new Set(
      [...typesOf(sendActions)].filter((type) => !/\/(started|succeeded|failed)$/.test(type)),
    ),
  );
  expect(new Set(onrampFeature.lazy!.triggers)).toEqual(
    new Set([...typesOf(onrampActions)].filter((type) => !/\/(windowOpened|finished)$/.test(type))),
  );
});
