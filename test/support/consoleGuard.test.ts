/**
 * The console guard (./consoleGuard.ts) on a real jest run: the fixture's tests are run in a
 * child jest with the suite's own config, and each must end the way its name says.
 *
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface JestJson {
  testResults: {
    message: string;
    assertionResults: { title: string; status: string; failureMessages: string[] }[];
  }[];
}

const root = path.resolve(__dirname, '../..');

function runFixture(): JestJson['testResults'][number] {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-console-guard-'));
  try {
    const output = path.join(dir, 'results.json');
    const child = spawnSync(
      path.join(root, 'node_modules/.bin/jest'),
      [
        '--ci',
        '--json',
        `--outputFile=${output}`,
        '--testMatch',
        '**/test/support/consoleGuard.fixture.tsx',
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
    );
    // No report means the child jest crashed (an unhandled rejection nobody listened for).
    if (!existsSync(output)) throw new Error(`the fixture's jest crashed:\n${child.stderr}`);
    const json = JSON.parse(readFileSync(output, 'utf8')) as JestJson;
    const [file] = json.testResults;
    if (file === undefined) throw new Error('the fixture did not run');
    return file;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

it('behavior: undeclared errors, act warnings and unhandled rejections fail their test; a declared error passes', () => {
  const file = runFixture();
  const byTitle = new Map(
    file.assertionResults.map((result) => [result.title, result.failureMessages.join('\n')]),
  );
  const status = Object.fromEntries(file.assertionResults.map((r) => [r.title, r.status]));
  expect(status).toEqual({
    'fails: an undeclared console.error': 'failed',
    'fails: a declared error that is never logged': 'failed',
    'fails: a state update outside act()': 'failed',
    'fails: an unhandled rejection': 'failed',
    'passes: a declared error, logged': 'passed',
    'passes: declared through a fresh module registry': 'passed',
  });
  // The failure shows the message, formatted as the console would, in which test, and who
  // logged it.
  expect(byTitle.get('fails: an undeclared console.error')).toMatch(
    /console\.error was called during "fails: an undeclared console\.error":\nundeclared log 42\n {2}logged from:\n[^]*at Object\.error \(.*consoleGuard\.fixture\.tsx:\d+:\d+\)/,
  );
  expect(byTitle.get('fails: a declared error that is never logged')).toContain(
    'expectConsoleError(/never logged/) matched no console.error',
  );
  expect(byTitle.get('fails: a state update outside act()')).toMatch(
    /An update to LateUpdate inside a test was not wrapped in act/,
  );
  expect(byTitle.get('fails: an unhandled rejection')).toContain('nobody handles this');
}, 120_000);
