/**
 * What the tests of this folder logged to console.error and console.warn, for asserting that
 * nothing was. Redux Toolkit's development checks saying they were slow depend on the
 * machine's load, not on the code under test, so they are left out.
 */
import { format } from 'node:util';

const SLOW_DEV_CHECK = /^\w+Middleware took \d+ms, which is more than the warning threshold/;

export function watchConsole(): { logged: string[]; restore(): void } {
  const logged: string[] = [];
  const spies = (['error', 'warn'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      const message = format(...args);
      if (level === 'warn' && SLOW_DEV_CHECK.test(message)) return;
      logged.push(`console.${level}: ${message}`);
    }),
  );
  return { logged, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}
