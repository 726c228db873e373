// The failure digest `npm test` prints before its summary, read from report shapes Jest's
// `--json` and Playwright's JSON reporter write.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatFailures, jestFailures, playwrightFailures } from './failureDigest.mjs';

test('jest: a failed test with its first lines, colour codes and blank lines gone; passes left out', () => {
  const report = {
    testResults: [
      {
        name: '/repo/test/unit/swap/swap.test.ts',
        status: 'failed',
        assertionResults: [
          { fullName: 'swap default', status: 'passed', failureMessages: [] },
          {
            fullName: 'swap errors: retry',
            status: 'failed',
            failureMessages: [
              '\u001b[31mError: expect(received)\u001b[39m\n\n  - Expected\n  + Received\n',
            ],
          },
        ],
      },
      { name: '/repo/test/unit/ok.test.ts', status: 'passed', assertionResults: [] },
    ],
  };
  assert.deepEqual(formatFailures(jestFailures(report, '/repo')), [
    'test/unit/swap/swap.test.ts › swap errors: retry',
    '    Error: expect(received)',
    '      - Expected',
    '      + Received',
  ]);
});

test('jest: a file that could not run is named with its message', () => {
  const report = {
    testResults: [
      {
        name: '/repo/broken.test.ts',
        status: 'failed',
        assertionResults: [],
        message: 'SyntaxError: x',
      },
    ],
  };
  assert.deepEqual(jestFailures(report), [
    { title: '/repo/broken.test.ts', lines: ['SyntaxError: x'] },
  ]);
});

test('playwright: each failed or timed-out attempt in nested suites, retries marked, at most ten lines', () => {
  const message = Array.from({ length: 13 }, (_, i) => `line ${i + 1}`).join('\n');
  const report = {
    suites: [
      {
        title: 'social.spec.ts',
        file: 'social.spec.ts',
        specs: [],
        suites: [
          {
            title: 'group',
            specs: [
              {
                title: 'log in with GitHub',
                line: 43,
                tests: [
                  {
                    projectName: 'embedded-wallet',
                    results: [
                      { status: 'failed', retry: 0, error: { message } },
                      {
                        status: 'timedOut',
                        retry: 1,
                        error: { message: 'Test timeout of 30000ms exceeded.' },
                      },
                    ],
                  },
                ],
              },
              {
                title: 'passes',
                line: 60,
                tests: [
                  { projectName: 'embedded-wallet', results: [{ status: 'passed', retry: 0 }] },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  const failures = playwrightFailures(report);
  assert.deepEqual(
    failures.map((f) => f.title),
    [
      '[embedded-wallet] social.spec.ts:43 › log in with GitHub',
      '[embedded-wallet] social.spec.ts:43 › log in with GitHub (retry 1)',
    ],
  );
  assert.equal(failures[0].lines.length, 10);
  assert.deepEqual(failures[1].lines, ['Test timeout of 30000ms exceeded.']);
});

test('playwright: a test that passed on its retry is named with its first failure, marked flaky', () => {
  const report = {
    suites: [
      {
        file: 'send.spec.ts',
        specs: [
          {
            title: 'send PUSD',
            line: 120,
            tests: [
              {
                projectName: 'chromium',
                status: 'flaky',
                results: [
                  { status: 'failed', retry: 0, error: { message: 'expect(locator).toHaveText' } },
                  { status: 'passed', retry: 1 },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
  assert.deepEqual(playwrightFailures(report), [
    {
      title: '[chromium] send.spec.ts:120 › send PUSD (flaky: passed on its retry)',
      lines: ['expect(locator).toHaveText'],
    },
  ]);
});

test('nothing failed: an empty digest', () => {
  assert.deepEqual(playwrightFailures({ suites: [] }), []);
  assert.deepEqual(jestFailures({ testResults: [] }), []);
});
