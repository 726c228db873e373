import type { ThemeVariables } from '../config/ConfigInput';

/** Each theme variable and the CSS custom property it sets on the modal root. */
const PROPERTY: Record<keyof ThemeVariables, string> = {
  accent: '--portico-accent',
  fontFamily: '--portico-font-family',
  fontSize: '--portico-font-size',
  borderRadius: '--portico-radius',
  zIndex: '--portico-z-index',
  overlay: '--portico-overlay',
  qrColor: '--portico-qr-color',
};

type Rgb = readonly [number, number, number];

/** WCAG 2.1 AA for text. */
const AA_TEXT = 4.5;

/**
 * `--portico-bg-raised` of each theme (portico.css): of the two surfaces accent-coloured text
 * sits on (a link, and its hover), the one with less contrast to it.
 */
const RAISED = { light: [0xf2, 0xf3, 0xf5], dark: [0x24, 0x26, 0x2c] } as const;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** `#rgb`, `#rrggbb`, `rgb()` and `hsl()` (alpha ignored); null for a name or a `var()`. */
function parseColor(value: string): Rgb | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as unknown as Rgb;
  }
  const n = '([\\d.]+)';
  const rgb = new RegExp(`^rgba?\\(\\s*${n}(%?)[\\s,]+${n}(%?)[\\s,]+${n}(%?)`).exec(v);
  if (rgb) {
    const channel = (i: number) => Number(rgb[i]) * (rgb[i + 1] ? 2.55 : 1);
    return [channel(1), channel(3), channel(5)];
  }
  const hsl = new RegExp(`^hsla?\\(\\s*${n}(?:deg)?[\\s,]+${n}%[\\s,]+${n}%`).exec(v);
  if (hsl) return hslToRgb(Number(hsl[1]) % 360, Number(hsl[2]) / 100, Number(hsl[3]) / 100);
  return null;
}

/** WCAG 2.1 relative luminance. */
function luminance(color: Rgb): number {
  const [r, g, b] = color.map((c) => {
    const s = Math.min(255, Math.max(0, c)) / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (color: Rgb) =>
  `#${color.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** `color` moved toward `toward` in steps of 5 % until it reads on `surface` (AA). */
function readableOn(surface: Rgb, color: Rgb, toward: Rgb): string {
  for (let step = 0; step <= 20; step += 1) {
    const t = step / 20;
    const mixed = color.map((c, i) => Math.round(c + (toward[i]! - c) * t)) as unknown as Rgb;
    if (contrast(mixed, surface) >= AA_TEXT) return toHex(mixed);
  }
  return toHex(toward);
}

/**
 * What a host accent implies, so any accent stays readable: the text on it (primary buttons),
 * white or black, whichever contrasts more (one of them always reaches 4.5:1), and the accent
 * as text or a state mark on each theme's surfaces, darkened (light) or lightened (dark) only
 * as far as AA needs. Nothing for a colour we cannot read (a name, a `var()`): the theme's own
 * values stay.
 */
function accentCompanions(accent: string): Array<[string, string]> {
  const color = parseColor(accent);
  if (!color) return [];
  const onAccent = contrast(WHITE, color) >= contrast(BLACK, color) ? WHITE : BLACK;
  return [
    ['--portico-accent-contrast', toHex(onAccent)],
    ['--portico-accent-text-light', readableOn(RAISED.light, color, BLACK)],
    ['--portico-accent-text-dark', readableOn(RAISED.dark, color, WHITE)],
  ];
}

export function toCssVariables(variables: ThemeVariables): Array<[string, string]> {
  const entries = (Object.keys(PROPERTY) as Array<keyof ThemeVariables>)
    .filter((key) => variables[key] !== undefined)
    .map((key): [string, string] => [PROPERTY[key], String(variables[key])]);
  return variables.accent === undefined
    ? entries
    : [...entries, ...accentCompanions(variables.accent)];
}
