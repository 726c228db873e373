/**
 * Deterministic fixture data of the product-API stand-in: names and avatars of the dev
 * accounts, icons, and the onramp prices. Images are data: URLs, which the demo's strict CSP
 * allows (img-src 'self' data:) and which need no second request.
 */
import { DEV_ADDRESSES } from './devAccounts.mjs';

/** An SVG document as a base64 `data:image/svg+xml` URL. */
export const svgDataUrl = (/** @type {string} */ svg) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/**
 * A round icon with up to four letters, for tokens and networks.
 * @param {string} text
 * @param {string} color
 */
export function letterIcon(text, color) {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
      `<text x="32" y="38" font-family="sans-serif" font-size="${text.length > 3 ? 14 : 18}" ` +
      `font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

/**
 * A two-tone avatar: the same picture for the same name, every run.
 * @param {string} initial
 * @param {string} from
 * @param {string} to
 */
function avatar(initial, from, to) {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="96" height="96" rx="48" fill="url(#g)"/>` +
      `<text x="48" y="60" font-family="sans-serif" font-size="40" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${initial}</text></svg>`,
  );
}

/** The zone every fixture name lives in (`alice.portico`). */
export const NAME_ZONE = 'portico';

/** Names registered from the start: dev accounts 0-2. Lower-case address → profile. */
export const FIXTURE_NAMES = Object.freeze(
  new Map(
    [
      ['alice', '#7c3aed', '#db2777'],
      ['bob', '#0891b2', '#16a34a'],
      ['carol', '#ea580c', '#ca8a04'],
    ].map(([label, from, to], index) => [
      DEV_ADDRESSES[index].toLowerCase(),
      {
        name: `${label}.${NAME_ZONE}`,
        address: DEV_ADDRESSES[index],
        avatar: avatar(label[0].toUpperCase(), from, to),
        // A fixed date: the API answers the same every run.
        registered: 1_735_689_600,
      },
    ]),
  ),
);

/**
 * Colours of the letter icons, by token symbol.
 * @type {Record<string, string | undefined>}
 */
export const ICON_COLORS = {
  ETH: '#627eea',
  SOL: '#9945ff',
  BTC: '#f7931a',
  PUSD: '#2775ca',
  PTK: '#7c3aed',
  BRK: '#dc2626',
};

/**
 * Onramp fixture prices (onrampQuote.mjs): USD per unit of each purchase currency, the same
 * prices the balance and swap routes use. Decimal strings, so quotes are exact.
 */
export const ONRAMP_PRICES = Object.freeze({ USDC: '1', ETH: '3000', SOL: '150' });

/** USD per unit of each onramp payment currency (decimal strings). */
export const FIAT_RATES = Object.freeze({ USD: '1', EUR: '1.08', GBP: '1.27' });

/**
 * The provider's fee, a fraction of the payment total. Meld charges 1-2%; the stand-in
 * charges the middle.
 */
export const ONRAMP_FEE = '0.015';
