/**
 * A view's stylesheet (`src/views/<Name>/<Name>.css`) styles that view: each selector names a
 * class only that view's folder uses, and no class another folder uses without it. Shared
 * rules live in src/theme/ (or beside the component they style).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { styleRules } from './cascadeOrder';
import { classNameUses } from './sourceClassSets';

const SRC = path.join(__dirname, '../../src');
const VIEWS = path.join(SRC, 'views');

/** Each `portico-*` class of the source's `className`s, with the folders (under src/) using it. */
const usedIn = new Map<string, Set<string>>();
for (const { file, classes } of classNameUses()) {
  const folder = path.relative(SRC, path.dirname(file));
  for (const name of classes) usedIn.set(name, (usedIn.get(name) ?? new Set()).add(folder));
}

const viewSheets = readdirSync(VIEWS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => readdirSync(path.join(VIEWS, name)).includes(`${name}.css`));

test('the views with styles of their own have them beside them', () => {
  expect(viewSheets.length).toBeGreaterThanOrEqual(10);
  for (const name of readdirSync(VIEWS, { recursive: true }) as string[])
    if (name.endsWith('.css'))
      expect(name).toBe(`${path.basename(name, '.css')}/${path.basename(name)}`);
});

test.each(viewSheets)('%s.css styles only its own view', (name) => {
  const folder = `views/${name}`;
  const css = readFileSync(path.join(VIEWS, name, `${name}.css`), 'utf8');
  const selectors = styleRules(css).flatMap((rule) => rule.selector.split(', '));
  expect(selectors.length).toBeGreaterThan(0);
  for (const selector of selectors) {
    const classes = (selector.match(/\.portico-[a-z0-9-]+/g) ?? []).map((c) => c.slice(1));
    const users = (c: string) => [...(usedIn.get(c) ?? [])];
    // Each class is this view's, or a shared one this view uses ...
    for (const c of classes)
      expect({ selector, c, users: users(c) }).toEqual({
        selector,
        c,
        users: users(c).length === 0 ? [] : expect.arrayContaining([folder]),
      });
    // ... and one of them is used nowhere else.
    expect({
      selector,
      own: classes.some((c) => users(c).every((user) => user === folder)),
    }).toEqual({
      selector,
      own: true,
    });
  }
});
