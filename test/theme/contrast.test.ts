/**
 * WCAG 2.1 AA contrast of the theme (portico.css, read as text) in light and dark, and with a
 * host's accent (`themeVariables.accent`, through `toCssVariables` as ThemeScope applies it):
 * text 4.5:1 (1.4.3), the focus ring and control edges 3:1 (1.4.11), focus always visible.
 */
import { toCssVariables } from '../../src/theme/themeVariables';
import {
  cssRules,
  readPorticoCss,
  themeTokens,
  tokenColour,
  type Tokens,
} from '../support/porticoStylesheet';
import { contrastRatio } from '../support/wcagContrast';

const css = readPorticoCss();
const rules = cssRules(css);
const { light, dark, systemDark } = themeTokens(css);
const THEMES: Array<[string, Tokens]> = [
  ['light', light],
  ['dark', dark],
];

/** The surfaces things sit on: the dialog's background; raised rows, tags, toasts, alerts. */
const SURFACES = ['--portico-bg', '--portico-bg-raised'];

/** Every text colour of the stylesheet (the test below holds it to this list). */
const TEXT = [
  '--portico-fg',
  '--portico-fg-muted',
  '--portico-error',
  '--portico-warning',
  '--portico-success',
  // Link buttons; the marks of the current row, tab and choice use it too.
  '--portico-accent-text',
];

/** Non-text that must be seen (1.4.11): the focus ring, the edge of a field or chip. */
const NON_TEXT = ['--portico-focus', '--portico-control-border'];

/** Host accents: orange, a light yellow, a dark blue, a mid blue, and the CSS forms we read. */
const HOST_ACCENTS = ['#e8590c', '#ffd43b', '#1c3faa', '#3b82f6', '#0ca678', '#ffffff', '#000'];

/** "fg on bg: 3.2" for each pair under `minimum`; [] when all pass. */
function shortfalls(tokens: Tokens, pairs: Array<[string, string]>, minimum: number): string[] {
  return pairs
    .map(([fg, bg]) => ({
      pair: `${fg} on ${bg}`,
      ratio: contrastRatio(tokenColour(tokens, fg), tokenColour(tokens, bg)),
    }))
    .filter(({ ratio }) => ratio < minimum)
    .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}`);
}

const onSurfaces = (colours: string[]) =>
  colours.flatMap((c) => SURFACES.map((s): [string, string] => [c, s]));

/** The tokens with a host accent's variables written over them, as ThemeScope's inline style. */
const withAccent = (tokens: Tokens, accent: string): Tokens => ({
  ...tokens,
  ...Object.fromEntries(toCssVariables({ accent })),
});

/** Every declaration of `property` in the stylesheet, with its rule's selector. */
const declared = (property: string) =>
  rules.flatMap((rule) =>
    rule.declarations
      .filter(([name]) => name === property)
      .map(([, value]) => ({ selector: rule.selector, value })),
  );

describe('theme contrast (WCAG 2.1 AA)', () => {
  it('default: the system dark theme is the same as the explicit dark one', () => {
    expect(systemDark).toEqual(dark);
  });

  it.each(THEMES)('default: %s: body, muted and status text reach 4.5:1', (_, tokens) => {
    expect(shortfalls(tokens, onSurfaces(TEXT), 4.5)).toEqual([]);
  });

  it.each(THEMES)('default: %s: text on the accent (primary buttons) reaches 4.5:1', (_, t) => {
    expect(shortfalls(t, [['--portico-accent-contrast', '--portico-accent']], 4.5)).toEqual([]);
  });

  it.each(THEMES)('default: %s: focus ring and control edges reach 3:1', (_, tokens) => {
    expect(shortfalls(tokens, onSurfaces(NON_TEXT), 3)).toEqual([]);
  });

  it('default: every text colour in the stylesheet is one checked here', () => {
    const unchecked = declared('color').filter(
      ({ value }) =>
        value !== 'inherit' &&
        // On the accent fill only, checked against the accent below.
        value !== 'var(--portico-accent-contrast)' &&
        !TEXT.some((token) => value === `var(${token})`),
    );
    // The connect button lives in the host page, outside the themed root: fixed colours.
    expect(unchecked.map(({ selector }) => selector)).toEqual(['.portico-connect-button']);
    const button = rules.find((rule) => rule.selector === '.portico-connect-button')!;
    const get = (name: string) => button.declarations.find(([p]) => p === name)![1];
    expect(contrastRatio(get('color'), get('background'))).toBeGreaterThanOrEqual(4.5);
  });

  it('default: text on an accent fill is the on-accent colour', () => {
    const filled = rules.filter((rule) =>
      rule.declarations.some(([p, v]) => p === 'background' && v === 'var(--portico-accent)'),
    );
    expect(filled.map((rule) => rule.selector)).toEqual(['.portico-button']);
    expect(filled[0]!.declarations).toContainEqual(['color', 'var(--portico-accent-contrast)']);
  });

  it('default: control edges (fields, chips, token buttons) use the 3:1 border', () => {
    const edge = (selector: string) =>
      rules
        .find((rule) => rule.selector === selector)
        ?.declarations.find(([p]) => p === 'border')?.[1];
    for (const selector of [
      '.portico-input',
      '.portico-search',
      '.portico-chip',
      '.portico-choice',
      '.portico-swap-token',
    ])
      expect({ selector, border: edge(selector) }).toEqual({
        selector,
        border: '1px solid var(--portico-control-border)',
      });
  });

  it.each(HOST_ACCENTS)('parameters: host accent %s: the text on it reaches 4.5:1', (accent) => {
    for (const [, tokens] of THEMES)
      expect(
        shortfalls(
          withAccent(tokens, accent),
          [['--portico-accent-contrast', '--portico-accent']],
          4.5,
        ),
      ).toEqual([]);
  });

  it.each(HOST_ACCENTS)(
    'parameters: host accent %s: as link text it reaches 4.5:1 in each theme',
    (accent) => {
      for (const [, tokens] of THEMES)
        expect(
          shortfalls(withAccent(tokens, accent), onSurfaces(['--portico-accent-text']), 4.5),
        ).toEqual([]);
    },
  );

  it('behavior: a readable accent is used as it is; white or black text as it reads better', () => {
    const vars = (accent: string) => Object.fromEntries(toCssVariables({ accent }));
    expect(vars('#1c3faa')).toMatchObject({
      '--portico-accent': '#1c3faa',
      '--portico-accent-contrast': '#ffffff',
      // Dark enough for the light theme as it is; lightened only for the dark one.
      '--portico-accent-text-light': '#1c3faa',
    });
    expect(vars('#1c3faa')['--portico-accent-text-dark']).not.toBe('#1c3faa');
    expect(vars('#ffd43b')).toMatchObject({
      '--portico-accent-contrast': '#000000',
      '--portico-accent-text-dark': '#ffd43b',
    });
    expect(vars('#e8590c')['--portico-accent-contrast']).toBe('#000000');
  });

  it('parameters: rgb(), hsl() and short hex are read; a colour name leaves the theme’s own', () => {
    const derived = (accent: string) => toCssVariables({ accent }).slice(1);
    expect(derived('rgb(255, 0, 0)')).toEqual(derived('#ff0000'));
    expect(derived('hsl(0, 100%, 50%)')).toEqual(derived('#ff0000'));
    expect(derived('#f00')).toEqual(derived('#ff0000'));
    expect(derived('#ff0000')).toHaveLength(3);
    expect(toCssVariables({ accent: 'rebeccapurple' })).toEqual([
      ['--portico-accent', 'rebeccapurple'],
    ]);
  });
});

describe('visible focus', () => {
  it('default: every focused element in the modal gets an outline in the focus colour', () => {
    const root = rules.find((rule) => rule.selector === '.portico-root :focus-visible');
    expect(root?.declarations).toContainEqual(['outline', '2px solid var(--portico-focus)']);
  });

  it('default: no rule removes the outline without a focus-visible replacement', () => {
    const removed = rules.filter((rule) =>
      rule.declarations.some(
        ([p, v]) =>
          (p === 'outline' && /^(none|0)\b/.test(v)) ||
          (p === 'outline-style' && v === 'none') ||
          (p === 'outline-width' && /^0/.test(v)),
      ),
    );
    const unreplaced = removed.filter((rule) =>
      rule.selector.split(',').some((part) => !part.includes(':not(:focus-visible)')),
    );
    expect(unreplaced.map((rule) => rule.selector)).toEqual([]);
  });

  it('default: every outline colour in the modal is the focus token, which any accent leaves be', () => {
    const outlines = declared('outline').filter(
      ({ selector }) => selector !== '.portico-connect-button:focus-visible',
    );
    expect(outlines.length).toBeGreaterThan(0);
    for (const { selector, value } of outlines)
      expect({ selector, value }).toEqual({ selector, value: '2px solid var(--portico-focus)' });
    // The connect button's fixed ring is the light theme's focus colour.
    expect(
      declared('outline').find(
        ({ selector }) => selector === '.portico-connect-button:focus-visible',
      )?.value,
    ).toBe(`2px solid ${light['--portico-focus']}`);
  });
});
