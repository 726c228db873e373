/**
 * The `portico-*` classes each element of the source can carry together: the classes of one
 * `className` expression (both arms of a condition count, so the sets err large), plus the
 * class a component adds itself when it passes `className` on.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../..');
/** Components that put their own class beside the one they are given. */
const OWN_CLASS: Record<string, string> = {
  IconButton: 'portico-icon-button',
  ConnectButton: 'portico-connect-button',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The expression after `className=` (a quoted string or a braced expression). */
function expressionAt(text: string, at: number): string {
  const open = text[at];
  if (open === '"' || open === "'") return text.slice(at, text.indexOf(open, at + 1) + 1);
  let depth = 0;
  for (let end = at; end < text.length; end += 1) {
    if (text[end] === '{') depth += 1;
    if (text[end] === '}' && --depth === 0) return text.slice(at, end + 1);
  }
  return text.slice(at);
}

/** Each `className` of the source: its file and the classes the element may carry. */
export function classNameUses(): Array<{ file: string; classes: Set<string> }> {
  const uses: Array<{ file: string; classes: Set<string> }> = [];
  for (const file of sourceFiles(path.join(ROOT, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/className\s*=\s*/g)) {
      const expression = expressionAt(text, match.index + match[0].length);
      const classes = new Set(expression.match(/portico-[a-z0-9-]+/g) ?? []);
      const tag = text.slice(0, match.index).match(/<([A-Za-z]\w*)[^<]*$/)?.[1];
      if (tag && OWN_CLASS[tag]) classes.add(OWN_CLASS[tag]);
      uses.push({ file, classes });
    }
  }
  return uses;
}

/** The class sets of more than one class: the pairs of rules that can meet on one element. */
export const sourceClassSets = () =>
  classNameUses()
    .map((use) => use.classes)
    .filter((classes) => classes.size > 1);
