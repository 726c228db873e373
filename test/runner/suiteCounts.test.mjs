// The counts `npm test` sums, and the skips it checks against its allow-list, read from report
// shapes Jest's `--json`, `node --test`'s TAP reporter and Playwright's JSON reporter write.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ALLOWED_SKIPS } from './allowedSkips.mjs';
import {
  formatCounts,
  formatSkip,
  jestCounts,
  playwrightCounts,
  sortSkips,
  tapCounts,
} from './suiteCounts.mjs';

test('jest: skipped is pending plus todo; each skipped test named with its file', () => {
  const report = {
    numPassedTests: 5,
    numFailedTests: 1,
    numRuntimeErrorTestSuites: 1,
    numPendingTests: 2,
    numTodoTests: 1,
    testResults: [
      {
        name: '/repo/test/unit/a.test.ts',
        assertionResults: [
          { fullName: 'a works', status: 'passed' },
          { fullName: 'a later', status: 'pending' },
          { fullName: 'a someday', status: 'todo' },
        ],
      },
      {
        name: '/repo/test/unit/b.test.ts',
        assertionResults: [{ fullName: 'b skipped', status: 'pending' }],
      },
    ],
  };
  const counts = jestCounts(report, '/repo');
  assert.deepEqual(
    { ...counts, skips: undefined },
    { passed: 5, failed: 2, skipped: 3, flaky: 0, skips: undefined },
  );
  assert.deepEqual(
    counts.skips.map((s) => `${s.file} › ${s.title}`),
    [
      'test/unit/a.test.ts › a later',
      'test/unit/a.test.ts › a someday',
      'test/unit/b.test.ts › b skipped',
    ],
  );
});

test('TAP: the summary lines, and every skip and todo named by its suites with its reason', () => {
  const tap = [
    'TAP version 13',
    '# Subtest: advisories',
    '    # Subtest: npm audit \\# 1',
    '    ok 1 - npm audit \\# 1 # SKIP the registry does not serve it',
    '    # Subtest: later',
    '    ok 2 - later # TODO not written',
    '    # Subtest: passes',
    '    ok 3 - passes',
    '    1..3',
    'ok 1 - advisories',
    '# Subtest: top',
    'ok 2 - top # SKIP',
    '# Subtest: fails',
    'not ok 3 - fails',
    '1..3',
    '# tests 5',
    '# suites 1',
    '# pass 1',
    '# fail 1',
    '# cancelled 1',
    '# skipped 2',
    '# todo 1',
  ].join('\n');
  const counts = tapCounts(tap, ['test/pack/a.test.mjs']);
  assert.deepEqual(
    { passed: counts.passed, failed: counts.failed, skipped: counts.skipped },
    { passed: 1, failed: 2, skipped: 3 },
  );
  assert.deepEqual(
    counts.skips.map(({ title, reason }) => [title, reason]),
    [
      ['advisories › npm audit # 1', 'the registry does not serve it'],
      ['advisories › later', 'not written'],
      ['top', ''],
    ],
  );
  assert.deepEqual(counts.skips[0].files, ['test/pack/a.test.mjs']);
});

test('TAP: a report without its summary is an error, not zero tests', () => {
  assert.throws(() => tapCounts('TAP version 13\nok 1 - a\n'), /no "# pass" line/);
});

test('TAP: what node --test itself writes for a skip, a todo and a pass', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-tap-'));
  try {
    const file = path.join(dir, 'sample.test.mjs');
    writeFileSync(
      file,
      [
        "import { describe, test } from 'node:test';",
        "describe('group', () => {",
        "  test('skips itself', (t) => t.skip('no endpoint'));",
        "  test('not yet', { todo: 'later' }, () => {});",
        '});',
        "test('passes', () => {});",
      ].join('\n'),
    );
    // Without the parent's test context, which would make the child report to it instead.
    const { NODE_TEST_CONTEXT: _parent, ...env } = process.env;
    const run = spawnSync(process.execPath, ['--test', '--test-reporter=tap', file], {
      encoding: 'utf8',
      env,
    });
    const counts = tapCounts(run.stdout, [file]);
    assert.deepEqual(
      { passed: counts.passed, failed: counts.failed, skipped: counts.skipped },
      { passed: 1, failed: 0, skipped: 2 },
    );
    assert.deepEqual(
      counts.skips.map(({ title, reason }) => [title, reason]),
      [
        ['group › skips itself', 'no endpoint'],
        ['group › not yet', 'later'],
      ],
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('playwright: a flaky test counts as failed (and flaky); skipped tests named with their reason', () => {
  const report = {
    stats: { expected: 7, unexpected: 1, flaky: 2, skipped: 1 },
    suites: [
      {
        file: 'faults.spec.ts',
        specs: [],
        suites: [
          {
            title: 'relay',
            specs: [
              {
                title: 'refused handshake',
                tests: [
                  {
                    projectName: 'faults',
                    status: 'skipped',
                    annotations: [{ type: 'fixme', description: 'the retry is wrong' }],
                  },
                ],
              },
              { title: 'passes', tests: [{ projectName: 'faults', status: 'expected' }] },
            ],
          },
        ],
      },
    ],
  };
  const counts = playwrightCounts(report);
  assert.deepEqual(
    { ...counts, skips: undefined },
    { passed: 7, failed: 3, skipped: 1, flaky: 2, skips: undefined },
  );
  assert.deepEqual(counts.skips, [
    { file: 'faults.spec.ts', title: '[faults] refused handshake', reason: 'the retry is wrong' },
  ]);
});

test('allow-list: a listed skip is allowed with its reason; another, or one not named, is not', () => {
  const allowList = [{ file: 'test/pack/a.test.mjs', title: 'advisories › audit', reason: 'why' }];
  const skips = [
    { files: ['test/pack/a.test.mjs', 'test/pack/b.test.mjs'], title: 'advisories › audit' },
    { files: ['test/pack/b.test.mjs'], title: 'advisories › other', reason: 'its own' },
    { file: 'test/unit/a.test.ts', title: 'advisories › audit', reason: '' },
  ];
  const { allowed, unlisted } = sortSkips(skips, 4, allowList);
  assert.deepEqual(allowed.map(formatSkip), ['test/pack/a.test.mjs › advisories › audit (why)']);
  assert.deepEqual(unlisted.map(formatSkip), [
    'test/pack/b.test.mjs › advisories › other (its own)',
    'test/unit/a.test.ts › advisories › audit',
    '(a skipped test the report does not name)',
  ]);
});

test('allow-list: each entry names a file, a test and a reason', () => {
  assert.ok(ALLOWED_SKIPS.length > 0);
  for (const entry of ALLOWED_SKIPS) {
    assert.match(entry.file, /^test\/.+\.(mjs|ts|tsx)$/);
    assert.ok(entry.title.trim() && entry.reason.trim(), JSON.stringify(entry));
  }
});

test('a summary line: passed, failed, skipped and flaky', () => {
  assert.equal(
    formatCounts({ passed: 3, failed: 1, skipped: 2, flaky: 1 }),
    '3 passed, 1 failed, 2 skipped, 1 flaky',
  );
  assert.equal(formatCounts({ passed: 1, failed: 0 }), '1 passed, 0 failed, 0 skipped, 0 flaky');
});
