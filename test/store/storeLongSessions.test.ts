/**
 * Property-based tests of the whole store: generated sessions of host calls, user events,
 * wallet events, API faults and timer advances run against the real store, sagas, eip155
 * adapter and dev wallet (runSession.ts); the invariants of storeInvariants.ts hold after every
 * step and once the session has settled. A failure prints fast-check's seed and path; replay
 * it with `PORTICO_FC_SEED=… PORTICO_FC_PATH=… npx jest <this file>`. Long sessions (25 to 50 steps);
 * storeProperties.test.ts has many short ones.
 */
import './productionBuild';
import './reuseDevSigners';
import fc from 'fast-check';
import { propertyRuns } from '../support/propertyRuns';
import { cleanupHarness, useSagaFakeTimers } from '../support/walletHarness';
import { flagsArbitrary } from './createPropertyRun';
import { runSession } from './runSession';
import { stepArbitrary } from './storeSteps';

const RUNS = Number(process.env.PORTICO_STORE_LONG_RUNS ?? 500);

beforeEach(() => useSagaFakeTimers());
afterEach(() => {
  cleanupHarness();
  jest.useRealTimers();
});

// The time limit only guards against a hang: about 100 s beside the rest of the suite on two
// cores, more on a machine busy with other work.
it('holds its invariants through long sessions', async () => {
  await fc.assert(
    fc.asyncProperty(
      flagsArbitrary,
      fc.array(stepArbitrary, { minLength: 25, maxLength: 50 }),
      runSession,
    ),
    propertyRuns(RUNS),
  );
}, 600_000);
