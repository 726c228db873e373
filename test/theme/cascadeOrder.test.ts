/** The rule-order check the stylesheet split is proven with: it must see what can change a value. */
import { compareCascade, specificity, styleRules } from './cascadeOrder';

const NO_SHARED_CLASSES: Array<Set<string>> = [];

test('specificity counts as Selectors 4 does', () => {
  expect(specificity('.a')).toEqual([0, 1, 0]);
  expect(specificity('.a > p')).toEqual([0, 1, 1]);
  expect(specificity(".a[data-x='1'] .b:focus-visible")).toEqual([0, 4, 0]);
  expect(specificity('.a:has(input:checked)')).toEqual([0, 2, 1]);
  expect(specificity('.a *::before')).toEqual([0, 1, 1]);
  expect(specificity(':where(.a) .b')).toEqual([0, 1, 0]);
});

test('reads media blocks, keyframes, !important, and leaves comments out', () => {
  const rules = styleRules(
    '/* x */ .a { color: red !important } @media (x) { .b { margin: 0 } } @keyframes k { to { opacity: 0 } }',
  );
  expect(rules.map((rule) => [rule.context, rule.selector])).toEqual([
    ['', '.a'],
    ['@media (x)', '.b'],
    ['@keyframes k', '@keyframes k'],
  ]);
  expect(rules[0]!.declarations).toEqual([{ property: 'color', value: 'red', important: true }]);
});

test('a rule dropped, added or changed is reported', () => {
  const report = compareCascade(
    '.a { color: red } .b { color: blue }',
    '.a { color: red } .c { color: blue }',
    NO_SHARED_CLASSES,
  );
  expect(report.missing).toEqual(['|.b{color:blue}']);
  expect(report.added).toEqual(['|.c{color:blue}']);
});

test('two rules of one element, equally specific, setting one property, may not swap', () => {
  const report = compareCascade(
    '.a { color: red } .a:hover { color: blue }',
    '.a:hover { color: blue } .a { color: red }',
    NO_SHARED_CLASSES,
  );
  expect(report.conflicts).toEqual([]); // different specificity: the order never decides
  const swapped = compareCascade(
    '.a { margin: 0 } .a { margin-top: 4px }',
    '.a { margin-top: 4px } .a { margin: 0 }',
    NO_SHARED_CLASSES,
  );
  expect(swapped.moved).toBe(1);
  expect(swapped.conflicts).toEqual([['.a', '.a']]);
});

test('classes meet on one element only where the source puts them together', () => {
  const before = '.list { display: flex } .icons { display: grid }';
  const after = '.icons { display: grid } .list { display: flex }';
  expect(compareCascade(before, after, NO_SHARED_CLASSES).conflicts).toEqual([]);
  expect(compareCascade(before, after, [new Set(['list', 'icons'])]).conflicts).toEqual([
    ['.list', '.icons'],
  ]);
});

test('a subject with no class may be any element; different tags or disjoint properties cannot clash', () => {
  const swap = (a: string, b: string) =>
    compareCascade(`${a} ${b}`, `${b} ${a}`, NO_SHARED_CLASSES).conflicts;
  expect(swap('.a p { margin: 0 }', '.b > p { margin: 4px }')).toHaveLength(1);
  expect(swap('.a p { margin: 0 }', '.b > li { margin: 4px }')).toEqual([]);
  expect(swap('.a { margin: 0 }', '.a { color: red }')).toEqual([]);
  expect(swap('.a { color: red !important }', '.a { color: blue }')).toEqual([]);
  expect(
    swap('@keyframes k { to { opacity: 0 } }', '@keyframes k { to { opacity: 1 } }'),
  ).toHaveLength(1);
});
