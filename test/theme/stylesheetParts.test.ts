/**
 * The stylesheet's parts: `src/theme/portico.css` imports them in cascade order, the build
 * joins them into one static file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { joinStylesheet } from '../../src/theme/joinStylesheet.cjs';
import { readPorticoCss } from '../support/porticoStylesheet';

const ROOT = path.join(__dirname, '../..');
const ENTRY = path.join(ROOT, 'src/theme/portico.css');

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
