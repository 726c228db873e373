/**
 * Generators of hostile wallet metadata for the property tests: names and icons as a hostile
 * script or API entry would send them, each with what a user must see (an oracle written
 * without the code under test).
 */
import fc from 'fast-check';
import { MAX_DISPLAY_NAME_LENGTH } from '../../src/adapter/displayName';

/** Characters that must never reach the page: bidi overrides and isolates, zero-width, controls, tags, fillers. */
export const HIDDEN_CHARS = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200B',
  '\u200C',
  '\u200E',
  '\u200F',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u0000',
  '\u0007',
  '\u001B',
  '\u007F',
  '\u009B',
  '\u{E0041}',
  '\u3164',
] as const;

const HIDDEN_PATTERN = new RegExp(`[${HIDDEN_CHARS.join('')}]`, 'u');

/** Whether `text` holds one of `HIDDEN_CHARS`. */
export const hasHiddenChar = (text: string): boolean => HIDDEN_PATTERN.test(text);

/** Text that stays text: markup, template syntax, right-to-left scripts, emoji (whole clusters). */
const visibleSegment = fc.oneof(
  fc.constantFrom(
    '<img src=x onerror=alert(1)>',
    '<script>alert(1)</script>',
    '"><svg onload=alert(1)>',
    "<a href='javascript:alert(1)'>x</a>",
    '&lt;b&gt;',
    '{{7*7}}',
    'MetaMask',
    'Wallet',
    ' ',
    '\n',
    '\t',
    '  ',
    'é',
    'e\u0301',
    '👨‍👩‍👧',
    '🏳️‍🌈',
    '👍🏽',
    '🇫🇷',
    '🦊',
    'مرحبا',
    'עברית',
    '漢字',
  ),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 8 }),
);

export interface HostileName {
  /** As announced. */
  raw: string;
  /** What a user should read, before any cut: the visible text, whitespace collapsed. */
  visible: string;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A name as a failure prints it: a 10,000-character one would bury the report. */
function hostile(raw: string, visible: string): HostileName {
  const short = (text: string) =>
    text.length > 120
      ? `${JSON.stringify(text.slice(0, 120))}… (${text.length} chars)`
      : JSON.stringify(text);
  return Object.assign(
    { raw, visible },
    { [fc.toStringMethod]: () => `{ raw: ${short(raw)}, visible: ${short(visible)} }` },
  );
}

/**
 * A name of visible segments with hidden characters between them, or one segment repeated
 * past 10,000 characters.
 */
export const hostileName: fc.Arbitrary<HostileName> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .array(
        fc.record({
          hidden: fc.array(fc.constantFrom(...HIDDEN_CHARS), { maxLength: 3 }),
          visible: visibleSegment,
        }),
        { minLength: 1, maxLength: 12 },
      )
      .map((parts) =>
        hostile(
          parts.map((p) => p.hidden.join('') + p.visible).join(''),
          collapse(parts.map((p) => p.visible).join('')),
        ),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(visibleSegment, fc.integer({ min: 1_000, max: 10_000 }))
      .map(([segment, times]) => {
        const raw = segment.repeat(times);
        return hostile(raw, collapse(raw));
      }),
  },
);

/**
 * Checks a shown name against what was announced: the visible text whole when it fits, else a
 * prefix of it cut with one `…` to at most the max; `fallback` when nothing visible was sent.
 * Returns a failure reason, or null.
 */
export function nameProblem(shown: string, name: HostileName, fallback: string): string | null {
  const length = Array.from(shown).length;
  if (hasHiddenChar(shown)) return `hidden characters kept in ${JSON.stringify(shown)}`;
  if (name.visible === '') return shown === fallback ? null : `expected the fallback, got ${shown}`;
  if (Array.from(name.visible).length <= MAX_DISPLAY_NAME_LENGTH) {
    return shown === name.visible
      ? null
      : `expected ${JSON.stringify(name.visible)}, got ${JSON.stringify(shown)}`;
  }
  if (!shown.endsWith('…')) return `a cut name without the ellipsis: ${JSON.stringify(shown)}`;
  if (length > MAX_DISPLAY_NAME_LENGTH) return `${length} code points: ${JSON.stringify(shown)}`;
  // At most one cluster (8 code points) and a trailing space short of the budget.
  if (length < MAX_DISPLAY_NAME_LENGTH - 10) return `cut too short: ${JSON.stringify(shown)}`;
  const kept = shown.slice(0, -1);
  return name.visible.startsWith(kept)
    ? null
    : `${JSON.stringify(shown)} is not a prefix of the name`;
}

/** A 5 MB inline PNG: far past any real icon. */
const HUGE_DATA_URL = `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`;
const PNG_PREFIX = 'data:image/png;base64,';

export interface HostileIcon {
  icon: string;
  /** Whether it may be shown: http(s), or an image data URL of 100,000 characters at most. */
  shown: boolean;
}

const icons: HostileIcon[] = [
  { icon: 'data:image/png;base64,iVBORw0KGgo=', shown: true },
  {
    icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    shown: true,
  },
  { icon: 'data:image/webp;base64,UklGRg==', shown: true },
  { icon: 'https://wallet.example/icon.png', shown: true },
  { icon: 'http://127.0.0.1:9/icon.png', shown: true },
  { icon: PNG_PREFIX + 'A'.repeat(100_000 - PNG_PREFIX.length), shown: true },
  { icon: PNG_PREFIX + 'A'.repeat(100_001 - PNG_PREFIX.length), shown: false },
  { icon: HUGE_DATA_URL, shown: false },
  { icon: 'javascript:alert(1)', shown: false },
  { icon: 'JaVaScRiPt:alert(1)', shown: false },
  { icon: ' javascript:alert(1)', shown: false },
  { icon: 'java\nscript:alert(1)', shown: false },
  { icon: 'vbscript:msgbox(1)', shown: false },
  { icon: 'data:text/html,<script>alert(1)</script>', shown: false },
  { icon: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', shown: false },
  { icon: 'data:image/png', shown: false },
  { icon: 'blob:https://wallet.example/0f7c', shown: false },
  { icon: 'file:///etc/passwd', shown: false },
  { icon: '//evil.example/icon.png', shown: false },
  { icon: '', shown: false },
];

const printable = (entry: HostileIcon): HostileIcon =>
  Object.assign(entry, {
    [fc.toStringMethod]: () =>
      `{ icon: ${JSON.stringify(entry.icon.slice(0, 60))}${entry.icon.length > 60 ? `… (${entry.icon.length} chars)` : ''}, shown: ${entry.shown} }`,
  });

export const hostileIcon: fc.Arbitrary<HostileIcon> = fc.constantFrom(...icons.map(printable));

/**
 * The icons a product API page can carry: all but the 5 MB one, which puts the page past the
 * client's 2 MiB body cap (the whole page is refused, and the bundled catalogue shows).
 */
export const hostileApiIcon: fc.Arbitrary<HostileIcon> = fc.constantFrom(
  ...icons.filter((entry) => entry.icon !== HUGE_DATA_URL).map(printable),
);
