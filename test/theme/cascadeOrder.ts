/**
 * Cascade order, checked from CSS text: the rules of a stylesheet as a comparable list, and the
 * pairs of rules whose order changed between two versions where the order could decide a value.
 */

import { cssBlocks } from '../support/porticoStylesheet';

export interface StyleRule {
  /** `@media …` the rule sits in ('' at top level), or `@keyframes <name>` for a keyframes block. */
  context: string;
  selector: string;
  declarations: Array<{ property: string; value: string; important: boolean }>;
  /** A stable text of the whole rule: two rules with equal keys are the same rule. */
  key: string;
}

const squash = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Splits at `separator` outside brackets, parentheses and quotes. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let at = 0; at < text.length; at += 1) {
    const c = text[at]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, at));
      start = at + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map(squash).filter(Boolean);
}

function declarationsOf(body: string): StyleRule['declarations'] {
  return splitTopLevel(body, ';').map((part) => {
    const colon = part.indexOf(':');
    const raw = squash(part.slice(colon + 1));
    const important = /!\s*important$/.test(raw);
    return {
      property: squash(part.slice(0, colon)),
      value: important ? squash(raw.replace(/!\s*important$/, '')) : raw,
      important,
    };
  });
}

/** Every rule in order, `@media` blocks opened, each `@keyframes` one rule. */
export function styleRules(css: string, context = ''): StyleRule[] {
  return cssBlocks(css).flatMap(({ prelude, body }): StyleRule[] => {
    if (prelude.startsWith('@media')) return styleRules(body, prelude);
    if (prelude.startsWith('@keyframes'))
      return [
        {
          context: prelude,
          selector: prelude,
          declarations: [],
          key: `${prelude}{${squash(body)}}`,
        },
      ];
    const selector = splitTopLevel(prelude, ',').join(', ');
    const declarations = declarationsOf(body);
    const text = declarations.map((d) => `${d.property}:${d.value}${d.important ? '!' : ''}`);
    return [{ context, selector, declarations, key: `${context}|${selector}{${text.join(';')}}` }];
  });
}

type Specificity = [number, number, number];

/** Selector specificity (Selectors 4): `:is/:not/:has` count their most specific argument, `:where` 0. */
export function specificity(selector: string): Specificity {
  const total: Specificity = [0, 0, 0];
  const add = ([ids, classes, types]: Specificity) => {
    total[0] += ids;
    total[1] += classes;
    total[2] += types;
  };
  const rest = selector.replace(
    /:(is|not|has|where)\(((?:[^()]|\([^()]*\))*)\)/g,
    (_, name, args) => {
      if (name !== 'where')
        add(
          splitTopLevel(args, ',')
            .map(specificity)
            .reduce((a, b) => (compare(a, b) >= 0 ? a : b), [0, 0, 0]),
        );
      return ' ';
    },
  );
  total[0] += (rest.match(/#[\w-]+/g) ?? []).length;
  total[1] += (rest.match(/\.[\w-]+|\[[^\]]*\]|(?<!:):[\w-]+/g) ?? []).length;
  total[2] += (rest.match(/(?:^|[\s>+~])[a-z][\w-]*|::[\w-]+/gi) ?? []).length;
  return total;
}

const compare = (a: Specificity, b: Specificity) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The compound that picks the element: the last one of a complex selector. */
function subject(selector: string) {
  const last = splitTopLevel(selector.replace(/\s*([>+~])\s*/g, ' '), ' ').pop() ?? '';
  const own = last.replace(/\((?:[^()]|\([^()]*\))*\)/g, '').replace(/\[[^\]]*\]/g, '');
  return {
    type: own.match(/^[a-z][\w-]*/i)?.[0] ?? '',
    classes: (own.match(/\.[\w-]+/g) ?? []).map((c) => c.slice(1)),
    pseudoElement: own.match(/::[\w-]+/)?.[0] ?? '',
  };
}

/**
 * Property families: two declarations may set the same computed value when their families
 * meet (a shorthand and its longhands, logical and physical sides, `inset` and its sides).
 */
function family(property: string): string {
  if (property.startsWith('--')) return property;
  if (/^(inset|top|right|bottom|left)(-|$)/.test(property)) return 'inset';
  if (/^(place|align|justify)-/.test(property)) return 'alignment';
  if (/^(gap|row-gap|column-gap)$/.test(property)) return 'gap';
  return property.split('-')[0]!;
}

/** Whether the two subjects can be one element, given the class sets seen together in the source. */
export type ClassSets = ReadonlyArray<ReadonlySet<string>>;

function canShareElement(a: string, b: string, classSets: ClassSets): boolean {
  const x = subject(a);
  const y = subject(b);
  if (x.pseudoElement !== y.pseudoElement) return false;
  if (x.type && y.type && x.type !== y.type) return false;
  if (x.classes.length === 0 || y.classes.length === 0) return true;
  const both = new Set([...x.classes, ...y.classes]);
  if (both.size === 1) return true;
  return classSets.some((set) => [...both].every((c) => set.has(c)));
}

/** Whether swapping the two rules could change a computed value of some element. */
export function orderMatters(a: StyleRule, b: StyleRule, classSets: ClassSets): boolean {
  if (a.context.startsWith('@keyframes') || b.context.startsWith('@keyframes'))
    return a.context === b.context;
  const overlapping = a.declarations.some((x) =>
    b.declarations.some(
      (y) => x.important === y.important && family(x.property) === family(y.property),
    ),
  );
  if (!overlapping) return false;
  return splitTopLevel(a.selector, ',').some((sa) =>
    splitTopLevel(b.selector, ',').some(
      (sb) => compare(specificity(sa), specificity(sb)) === 0 && canShareElement(sa, sb, classSets),
    ),
  );
}

export interface OrderReport {
  missing: string[];
  added: string[];
  /** Pairs whose order changed, and of those the ones where the order could decide a value. */
  moved: number;
  conflicts: Array<[earlier: string, later: string]>;
}

/** Compares two versions of a stylesheet rule by rule (comments and whitespace aside). */
export function compareCascade(before: string, after: string, classSets: ClassSets): OrderReport {
  const old = styleRules(before);
  const now = styleRules(after);
  const positions = new Map<string, number[]>();
  now.forEach((rule, index) =>
    positions.set(rule.key, [...(positions.get(rule.key) ?? []), index]),
  );
  const placed: Array<[StyleRule, number]> = [];
  const missing: string[] = [];
  for (const rule of old) {
    const at = positions.get(rule.key)?.shift();
    if (at === undefined) missing.push(rule.key);
    else placed.push([rule, at]);
  }
  const added = [...positions.values()].flat().map((index) => now[index]!.key);
  let moved = 0;
  const conflicts: OrderReport['conflicts'] = [];
  placed.forEach(([first, firstAt], i) => {
    for (const [second, secondAt] of placed.slice(i + 1)) {
      if (secondAt > firstAt) continue;
      moved += 1;
      if (orderMatters(first, second, classSets)) conflicts.push([first.selector, second.selector]);
    }
  });
  return { missing, added, moved, conflicts };
}
