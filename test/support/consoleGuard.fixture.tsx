/**
 * Tests that the console guard must fail (and one it must pass), run in a child jest by
 * consoleGuard.test.ts. Not matched by the suite's `*.test.tsx` pattern, so it runs only there.
 */
import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { expectConsoleError } from './consoleGuard';
import type * as GuardModule from './consoleGuard';

function LateUpdate() {
  const [text, setText] = useState('before');
  // Updates state after render returned, outside act(): React warns through console.error.
  useEffect(() => void setTimeout(() => setText('after'), 0), []);
  return <p>{text}</p>;
}

it('fails: an undeclared console.error', () => {
  console.error('undeclared log %s', 42);
});

it('fails: a declared error that is never logged', () => {
  expectConsoleError(/never logged/);
});

it('fails: a state update outside act()', async () => {
  render(<LateUpdate />);
  await new Promise((resolve) => setTimeout(resolve, 20));
});

it('fails: an unhandled rejection', () => {
  void Promise.reject(new Error('nobody handles this'));
});

it('passes: a declared error, logged', () => {
  expectConsoleError(/^provoked on purpose/);
  console.error('provoked on purpose: %o', { code: 1 });
});

it('passes: declared through a fresh module registry', () => {
  jest.resetModules();
  const fresh = jest.requireActual<typeof GuardModule>('./consoleGuard');
  fresh.expectConsoleError(/^after a registry reset$/g);
  console.error('after a registry reset');
  console.error('after a registry reset');
});
