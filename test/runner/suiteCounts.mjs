// Each suite's counts as `npm test` sums them: passed, failed, skipped (todo included) and
// flaky (a test that failed and then passed: counted as a failure too), with the name of every
// skipped test, read from Jest's `--json` report, `node --test`'s TAP and Playwright's JSON.

/** Paths relative to `root` when under it. */
const relative = (root, name) =>
  root && name.startsWith(`${root}/`) ? name.slice(root.length + 1) : name;

const JEST_SKIPPED = new Set(['pending', 'todo', 'skipped', 'disabled']);

/** Jest's `--json` report. A file that could not run counts as one failure. */
export function jestCounts(report, root = '') {
  const skips = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => JEST_SKIPPED.has(test.status))
      .map((test) => ({ file: relative(root, file.name), title: test.fullName, reason: '' })),
  );
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    flaky: 0,
    skips,
  };
}

/** TAP's escapes in a test's name (`\#`, `\\`) undone. */
const unescape = (text) => text.replace(/\\(.)/g, '$1');
const TAP_RESULT = /^( *)(?:not )?ok \d+ - ((?:[^#\\]|\\.)*?)(?: # (SKIP|TODO)\b ?(.*))?$/i;
const TAP_SUBTEST = /^( *)# Subtest: (.*)$/;

/**
 * `node --test`'s TAP (its closing `# pass`, `# fail`, `# cancelled`, `# skipped`, `# todo`
 * lines), each skipped or todo test named by its suites and title with its reason. A file is
 * not named in TAP: `files` are the files the suite ran. Throws when the summary is missing.
 */
export function tapCounts(tap, files = []) {
  const count = (name) => {
    const found = tap.match(new RegExp(`^# ${name} (\\d+)$`, 'm'));
    if (!found) throw new Error(`no "# ${name}" line in the TAP summary`);
    return Number(found[1]);
  };
  const path = [];
  const skips = [];
  for (const line of tap.split('\n')) {
    const subtest = line.match(TAP_SUBTEST);
    if (subtest) {
      const depth = subtest[1].length / 4;
      path.length = depth;
      path[depth] = unescape(subtest[2]);
      continue;
    }
    const result = line.match(TAP_RESULT);
    if (!result?.[3]) continue;
    const depth = result[1].length / 4;
    skips.push({
      files,
      title: [...path.slice(0, depth), unescape(result[2])].join(' › '),
      reason: result[4].trim(),
    });
  }
  return {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
    flaky: 0,
    skips,
  };
}

/**
 * Playwright's JSON report: `stats.expected` passed; `stats.unexpected` and `stats.flaky`
 * failed (a test that needed a retry is not a pass); `stats.skipped` skipped.
 */
export function playwrightCounts(report) {
  const skips = [];
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'skipped')
          skips.push({
            file,
            title: `[${test.projectName}] ${spec.title}`,
            reason: (test.annotations ?? [])
              .filter((a) => ['skip', 'fixme'].includes(a.type))
              .map((a) => a.description ?? a.type)
              .join('; '),
          });
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? suite.title);
  const { stats } = report;
  return {
    passed: stats.expected,
    failed: stats.unexpected + stats.flaky,
    skipped: stats.skipped,
    flaky: stats.flaky,
    skips,
  };
}

/**
 * Whether `allowed` (an entry of the allow-list: `file`, `title`, `reason`) names `skip`: the
 * same title, and the same file (for TAP, one of the files the suite ran).
 */
const names = (allowed, skip) =>
  allowed.title === skip.title &&
  (skip.files ? skip.files.includes(allowed.file) : skip.file === allowed.file);

/**
 * The skips of a run sorted against the allow-list. A count of skipped tests with fewer names
 * (a report that names none) leaves the rest unnamed, and so not allowed.
 */
export function sortSkips(skips, skipped, allowList) {
  const allowed = [];
  const unlisted = [];
  for (const skip of skips) {
    const entry = allowList.find((candidate) => names(candidate, skip));
    if (entry) allowed.push({ ...skip, file: entry.file, allowedBecause: entry.reason });
    else unlisted.push(skip);
  }
  for (let unnamed = skipped - skips.length; unnamed > 0; unnamed -= 1)
    unlisted.push({ file: '', title: '(a skipped test the report does not name)', reason: '' });
  return { allowed, unlisted };
}

/** One summary line's counts: `N passed, N failed, N skipped, N flaky`. */
export const formatCounts = ({ passed, failed, skipped = 0, flaky = 0 }) =>
  `${passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky`;

/** A skip as printed: where, what, and why (the test's own reason, or the allow-list's). */
export function formatSkip(skip) {
  const where = skip.file || skip.files?.join(', ') || '';
  const why = skip.allowedBecause ?? skip.reason;
  return `${where ? `${where} › ` : ''}${skip.title}${why ? ` (${why})` : ''}`;
}
