import { apiControls, type ApiControls } from '../stack/api/controls';
import { expect, test } from './fixtures';
import { readStack } from './wallet';

/**
 * The API stand-in's control API for one spec file, read from the stack before its tests, and
 * project ids of one test alone (its events, requests, faults and settings are told apart by
 * them). `resetAround`: the stand-in's global state (project features, faults) is reset before
 * and after each test, for a file that changes it (and so runs serially).
 */
export function apiStandIn(prefix: string, { resetAround = false } = {}) {
  let controls: ApiControls | undefined;
  test.beforeAll(async ({ request }) => {
    const { apiControlUrl } = await readStack(request);
    expect(apiControlUrl, 'the e2e stack runs the API stand-in').toBeDefined();
    controls = apiControls(apiControlUrl!);
  });
  if (resetAround) {
    // Not the faults scoped to a project: another spec beside this one may have set its own.
    const reset = () => controls!.reset({ keepProjectFaults: true });
    test.beforeEach(reset);
    test.afterEach(reset);
  }
  let count = 0;
  return {
    get controls(): ApiControls {
      if (!controls) throw new Error('the API stand-in controls are read in beforeAll');
      return controls;
    },
    uniqueProject: () => `e2e-${prefix}-${Date.now().toString(36)}-${(count += 1)}`,
  };
}
