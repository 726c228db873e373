import { act } from '@testing-library/react';
import { axe } from 'jest-axe';

/**
 * axe's scan of `node` for its violations, run inside act: the modal's own timers (a shake
 * ending, a countdown, a lazy view arriving) go on while axe reads the page, and a busy
 * machine gives them time to; their updates are the component's, not a test's stray ones.
 * Passes and incomplete checks are not gathered node by node: nothing reads them, and their
 * report was a seventh of a story's time.
 */
export async function axeInAct(node: Element): Promise<Awaited<ReturnType<typeof axe>>> {
  let results: Awaited<ReturnType<typeof axe>> | undefined;
  await act(async () => {
    results = await axe(node, { resultTypes: ['violations'] });
  });
  return results!;
}
