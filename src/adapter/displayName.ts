/**
 * Most code points a wallet name from outside keeps, the ellipsis included. The longest real
 * names (the bundled catalogue, the registry's top wallets: "Crypto.com | DeFi Wallet") are
 * under 25; 32 keeps them whole and fits one list row of the 360 px modal at the label size.
 */
export const MAX_DISPLAY_NAME_LENGTH = 32;

const ELLIPSIS = '…';

// Invisible characters that reorder or hide text (bidi overrides and isolates, zero-width
// spaces, soft hyphen, BOM, tag characters: all format `Cf`), control characters, lone
// surrogates and the Hangul fillers that render blank.
const HIDDEN = /(?![\t\n\v\f\r])[\p{Cc}\p{Cs}\u115F\u1160\u3164\uFFA0]|(?!\u200D)\p{Cf}/gu;
// A zero-width joiner between two pictographs draws one emoji (👨‍👩‍👧): kept; elsewhere dropped.
const STRAY_ZWJ =
  /(?<!\p{Extended_Pictographic}(?:\p{Emoji_Modifier}|\uFE0F)?)\u200D|\u200D(?!\p{Extended_Pictographic})/gu;

const segmenter =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
    : null;

/** Grapheme clusters, or code points where `Intl.Segmenter` is missing (never a lone surrogate). */
const graphemes = (text: string): string[] =>
  segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);

/**
 * A wallet name from outside (an EIP-6963 announcement, a Wallet Standard wallet, the product
 * API, a WalletConnect peer) made fit to show: hidden and control characters removed,
 * whitespace collapsed, cut to at most `max` code points at a grapheme boundary with one `…`.
 * `fallback` when nothing visible is left (or `raw` is not a string). Rendered as text by
 * React, so markup in a name stays text; this only bounds and cleans it.
 */
export function displayName(
  raw: unknown,
  fallback: string,
  max: number = MAX_DISPLAY_NAME_LENGTH,
): string {
  if (typeof raw !== 'string') return fallback;
  // Bound the work first: a 10 MB name costs no more than a short one.
  // A surrogate pair cut in two here leaves a lone surrogate, which HIDDEN removes.
  const bounded = raw.slice(0, max * 64);
  // Hidden characters first (the BOM counts as whitespace in JS), then whitespace (a tab, a
  // newline) collapses to one space: it separates words.
  const clean = bounded.replace(HIDDEN, '').replace(STRAY_ZWJ, '').replace(/\s+/gu, ' ').trim();
  if (!/[\p{L}\p{N}\p{S}\p{P}]/u.test(clean)) return fallback;
  const cut = raw.length > bounded.length;
  if (!cut && Array.from(clean).length <= max) return clean;
  let kept = '';
  let length = 0;
  for (const cluster of graphemes(clean)) {
    const size = Array.from(cluster).length;
    if (length + size > max - 1) {
      // One cluster longer than the whole budget (a letter under thousands of combining
      // marks): keep its base character rather than nothing.
      if (kept === '') kept = Array.from(cluster)[0] ?? '';
      break;
    }
    kept += cluster;
    length += size;
  }
  return `${kept.trimEnd()}${ELLIPSIS}`;
}
