/**
 * The stylesheet's parts: `src/theme/portico.css` imports them in cascade order, the build
 * joins them into one static file, and the split kept every rule and every order that counts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { joinStylesheet } from '../../../build/joinStylesheet.cjs';
import { readPorticoCss } from '../../support/porticoStylesheet';
import { compareCascade, styleRules } from './cascadeOrder';
import { sourceClassSets } from './sourceClassSets';

const ROOT = path.join(__dirname, '../../..');
const ENTRY = path.join(ROOT, 'src/theme/portico.css');
/** The last commit with the stylesheet in one file: the split is compared rule by rule with it. */
const ONE_FILE_COMMIT = '8ca3fb0';

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

test('the joined stylesheet has no @import left and every part of src/ in it, once', () => {
  const read: string[] = [];
  const joined = joinStylesheet(ENTRY, (file) => {
    read.push(file);
    return readFileSync(file, 'utf8');
  });
  expect(joined.replace(/\/\*[\s\S]*?\*\//g, '')).not.toMatch(/@import/);
  expect(read.slice(1).sort()).toEqual(
    cssFiles(path.join(ROOT, 'src'))
      .filter((f) => f !== ENTRY)
      .sort(),
  );
  expect(readPorticoCss()).toBe(joined);
});

test('the entry is only the ordered list of parts, one @import a line', () => {
  const lines = readFileSync(ENTRY, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split('\n')
    .filter((line) => line.trim());
  expect(lines.length).toBeGreaterThan(10);
  for (const line of lines) expect(line).toMatch(/^@import '\.\.?\/[\w/]+\.css';$/);
});

test("the parts hold the one-file stylesheet's rules, and no order that decides a value moved", () => {
  const before = execFileSync('git', ['show', `${ONE_FILE_COMMIT}:src/theme/portico.css`], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  const report = compareCascade(before, readPorticoCss(), sourceClassSets());
  expect(report.missing).toEqual([]);
  expect(report.added).toEqual([]);
  expect(report.conflicts).toEqual([]);
  // The split did move rules (views after the shared parts): the check above had work to do.
  expect(report.moved).toBeGreaterThan(0);
  expect(styleRules(before)).toHaveLength(styleRules(readPorticoCss()).length);
});
