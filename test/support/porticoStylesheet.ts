/**
 * Reads the stylesheet as text, its parts joined as the build ships them (jest maps CSS imports
 * to a stub, and jsdom applies no custom properties): its rules, each theme's tokens, and
 * `var()` resolved against them.
 */
import path from 'node:path';
import { joinStylesheet } from '../../src/theme/joinStylesheet.cjs';

export interface CssRule {
  selector: string;
  /** The enclosing at-rule's prelude, e.g. `@media (prefers-color-scheme: dark)`; '' at top level. */
  media: string;
  declarations: Array<[property: string, value: string]>;
}

export type Tokens = Record<string, string>;

/** `src/theme/portico.css` with its `@import`s inlined: the text of `dist/styles.css`. */
export function readPorticoCss(): string {
  return joinStylesheet(path.join(__dirname, '../../src/theme/portico.css'));
}

function parseDeclarations(body: string): Array<[string, string]> {
  return body
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes(':'))
    .map((part) => {
      const at = part.indexOf(':');
      return [
        part.slice(0, at).trim(),
        part
          .slice(at + 1)
          .trim()
          .replace(/\s+/g, ' '),
      ];
    });
}

/** The top-level blocks of `css`, comments dropped: each one's prelude (spaces folded) and body. */
export function cssBlocks(css: string): Array<{ prelude: string; body: string }> {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: Array<{ prelude: string; body: string }> = [];
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    for (; close < text.length && depth > 0; close += 1) {
      if (text[close] === '{') depth += 1;
      if (text[close] === '}') depth -= 1;
    }
    blocks.push({
      prelude: text.slice(at, open).trim().replace(/\s+/g, ' '),
      body: text.slice(open + 1, close - 1),
    });
    at = close;
  }
  return blocks;
}

/** Every style rule, in order; `@media` blocks opened, `@keyframes` skipped. */
export function cssRules(css: string, media = ''): CssRule[] {
  return cssBlocks(css).flatMap(({ prelude, body }) => {
    if (prelude.startsWith('@media')) return cssRules(body, prelude);
    if (prelude.startsWith('@')) return [];
    return [{ selector: prelude, media, declarations: parseDeclarations(body) }];
  });
}

function customProperties(rule: CssRule | undefined): Tokens {
  if (!rule) throw new Error('theme block missing from the stylesheet');
  return Object.fromEntries(rule.declarations.filter(([name]) => name.startsWith('--')));
}

/**
 * The custom properties in effect for each theme: light (`.portico-root`), dark
 * (`data-theme-mode='dark'`) and system-dark (the `prefers-color-scheme: dark` block), each
 * dark one over the light base as the cascade has it.
 */
export function themeTokens(css: string): { light: Tokens; dark: Tokens; systemDark: Tokens } {
  const rules = cssRules(css);
  const find = (selector: string, media = '') =>
    rules.find((rule) => rule.selector === selector && rule.media === media);
  const light = customProperties(find('.portico-root'));
  return {
    light,
    dark: { ...light, ...customProperties(find(".portico-root[data-theme-mode='dark']")) },
    systemDark: {
      ...light,
      ...customProperties(
        find(".portico-root[data-theme-mode='system']", '@media (prefers-color-scheme: dark)'),
      ),
    },
  };
}

/** `value` with every `var(--x, fallback)` replaced as the browser would, against `tokens`. */
export function resolveValue(value: string, tokens: Tokens, seen: string[] = []): string {
  const start = value.indexOf('var(');
  if (start < 0) return value.trim();
  let depth = 0;
  let comma = -1;
  let end = start + 4;
  for (; end < value.length; end += 1) {
    const c = value[end];
    if (c === '(') depth += 1;
    else if (c === ')' && depth-- === 0) break;
    else if (c === ',' && depth === 0 && comma < 0) comma = end;
  }
  const name = value.slice(start + 4, comma < 0 ? end : comma).trim();
  if (seen.includes(name)) throw new Error(`var() cycle through ${name}`);
  const own = tokens[name];
  const replacement =
    own !== undefined
      ? resolveValue(own, tokens, [...seen, name])
      : comma >= 0
        ? resolveValue(value.slice(comma + 1, end), tokens, seen)
        : '';
  return resolveValue(value.slice(0, start) + replacement + value.slice(end + 1), tokens, seen);
}

/** The colour a token resolves to in a theme. */
export const tokenColour = (tokens: Tokens, name: string) => resolveValue(`var(${name})`, tokens);
