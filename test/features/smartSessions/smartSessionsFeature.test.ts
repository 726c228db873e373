import * as actions from '../../../src/features/smartSessions/smartSessionsActions';
import { smartSessionsFeature } from '../../../src/features/smartSessions/smartSessionsFeature';
import { resolveConfig } from '../../../src/config/resolveConfig';
import { localChain } from '../../support/fixtures';

/**
 * The descriptor names its triggers as strings (README, "Start-up cost"): each must be the type
 * of one of the feature's action creators, or the feature would never load; and it loads only
 * with `features.smartSessions` on.
 */
test('behavior: the triggers are exactly the types of the feature’s action creators', () => {
  const types = Object.values(actions).map((creator) => creator.type);
  expect(new Set(smartSessionsFeature.lazy!.triggers)).toEqual(new Set(types));
});

test('default: off unless features.smartSessions is on', () => {
  const optionsOf = (features: Record<string, boolean>) =>
    resolveConfig({ projectId: 'p', networks: [localChain], features }).options;
  expect(smartSessionsFeature.lazy!.enabled!(optionsOf({}))).toBe(false);
  expect(smartSessionsFeature.lazy!.enabled!(optionsOf({ smartSessions: true }))).toBe(true);
});
