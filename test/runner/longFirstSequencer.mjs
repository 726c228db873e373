// Jest's order of test files: the known long ones first, then Jest's own order (the last run's
// failures, then the longest by its cache, else the largest files). A clean clone has no cache,
// and Jest's size rule put the small but long store property tests last: the whole run then
// waited on them with the other worker idle.
import Sequencer from '@jest/test-sequencer';

/** The longest files (CPU seconds measured alone), longest first. */
export const LONG_FILES = [
  'test/store/storeProperties.test.ts',
  'test/store/storeLongSessions.test.ts',
  'test/stories/connectStories.test.tsx',
  'test/stories/accountStories.test.tsx',
  'test/stories/tradeAndShellStories.test.tsx',
  'test/frame/frameMessageFuzz.test.ts',
  'test/adapters/polkadot/polkadotStack.test.ts',
  'test/testing/polkadot/polkadotDevWallet.chain.test.ts',
];

/** A file's place in LONG_FILES, or after all of them. */
function rank(testPath) {
  const normalized = testPath.split('\\').join('/');
  const index = LONG_FILES.findIndex((file) => normalized.endsWith(`/${file}`));
  return index === -1 ? LONG_FILES.length : index;
}

export default class LongFirstSequencer extends Sequencer {
  sort(tests) {
    // Array sorting is stable: the rest keep Jest's order.
    return [...super.sort(tests)].sort((a, b) => rank(a.path) - rank(b.path));
  }
}
