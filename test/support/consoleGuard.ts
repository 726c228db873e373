/**
 * Every jest test fails on a console.error it did not declare, the way the e2e suite fails on
 * one (test/e2e/fixtures.ts, `issues.expectedErrors`). React's "not wrapped in act(...)"
 * warnings and jsdom's uncaught-error reports come through console.error, so they fail too.
 *
 * A test that provokes an error log on purpose calls `expectConsoleError(/pattern/)` first. A
 * declared pattern that matched nothing by the end of the test also fails it, so a declaration
 * cannot outlive the log it was written for.
 *
 * Unhandled promise rejections: jest-circus 30 listens for them itself (a listener of ours
 * added at setup would be removed: jest swaps the process's rejection listeners for its own
 * while the file runs) and fails the test whose async context created the promise. But Node
 * reports a rejection only once the microtasks have drained, and a rejection left by a file's
 * last synchronous tests came after jest had put the listeners back, crashing the run with no
 * test named. So the guard waits one event-loop turn after each test, while jest still listens.
 * ./consoleGuard.test.ts shows all of this on a real jest run.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { format } from 'node:util';

interface Logged {
  message: string;
  stack: string;
  /** The test running when it was logged: a late log can surface in a later test. */
  during: string;
}

interface Expected {
  pattern: RegExp;
  matched: boolean;
}

interface GuardState {
  expected: Expected[];
  unexpected: Logged[];
}

// Kept on the test file's global, not in this module: a test that resets the module registry
// (jest.resetModules) and imports this file again still declares to the installed guard.
const STATE = Symbol.for('portico.consoleGuard');
const state = (): GuardState =>
  ((globalThis as { [STATE]?: GuardState })[STATE] ??= { expected: [], unexpected: [] });

/** Declares an error log the current test provokes on purpose; it must then be logged. */
export function expectConsoleError(pattern: RegExp): void {
  state().expected.push({ pattern, matched: false });
}

function record(...args: unknown[]): void {
  const { expected, unexpected } = state();
  const message = format(...args);
  // search, not test: a /g pattern's lastIndex would make test alternate.
  const matching = expected.filter((entry) => message.search(entry.pattern) !== -1);
  for (const entry of matching) entry.matched = true;
  if (matching.length > 0) return;
  // The stack says who logged; drop its first two lines (`Error` and this function).
  const stack = (new Error().stack ?? '').split('\n').slice(2).join('\n');
  unexpected.push({ message, stack, during: expect.getState().currentTestName ?? '(no test)' });
}

/** What went wrong since the last check, as one failure message; resets for the next test. */
function takeFailures(): string | undefined {
  const { expected, unexpected } = state();
  const lines = unexpected.map(
    ({ message, stack, during }) =>
      `console.error was called during "${during}":\n${message}\n  logged from:\n${stack}`,
  );
  for (const { pattern, matched } of expected) {
    if (!matched) lines.push(`expectConsoleError(${String(pattern)}) matched no console.error`);
  }
  expected.length = 0;
  unexpected.length = 0;
  return lines.length === 0 ? undefined : lines.join('\n\n');
}

/**
 * Installs the guard for one test file: console.error records instead of printing (an expected
 * log stays quiet, an unexpected one is printed in the failure). A test may still spy on
 * console.error to read what was logged; a spy that calls through reaches the guard.
 */
export function installConsoleGuard(): void {
  const original = console.error;
  console.error = record;

  // Anything logged before the first test (module load, beforeAll) fails that first test.
  afterEach(async () => {
    // node:timers, not the global that fake timers replace.
    await nextTurn();
    const failures = takeFailures();
    if (failures !== undefined) throw new Error(failures);
  });

  // Logs after the last test (its late timers, a describe block's afterAll) fail the file. A
  // test file's own top-level afterAll runs after this one: its logs print as usual.
  afterAll(async () => {
    await nextTurn();
    const failures = takeFailures();
    console.error = original;
    if (failures !== undefined) throw new Error(failures);
  });
}
