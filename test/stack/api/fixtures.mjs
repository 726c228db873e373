/**
 * Deterministic fixture data of the product-API stand-in: names and avatars of the dev
 * accounts, icons, and the onramp options. Images are data: URLs, which the demo's strict CSP
 * allows (img-src 'self' data:) and which need no second request.
 */
import { DEV_ADDRESSES } from './devAccounts.mjs';

/** An SVG document as a base64 `data:image/svg+xml` URL. */
export const svgDataUrl = (svg) =>
  `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A round icon with up to four letters, for tokens and networks. */
export function letterIcon(text, color) {
  return svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${color}"/>` +
      `<text x="32" y="38" font-family="sans-serif" font-size="${text.length > 3 ? 14 : 18}" ` +
      `font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

/** A two-tone avatar: the same picture for the same name, every run. */
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

/** Colours of the letter icons, by token symbol. */
export const ICON_COLORS = {
  ETH: '#627eea',
  SOL: '#9945ff',
  PUSD: '#2775ca',
  PTK: '#7c3aed',
  BRK: '#dc2626',
};

/** spec §9: card 10.00 to 7500.00; bank account 10.00 to 25000.00 (USD and EUR). */
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

/** GET /v1/onramp/options; `chains` are the local chains' CAIP-2 ids. */
export function onrampOptions(chains) {
  const networks = chains.map((caip2) => ({
    name: `local-${caip2.split(':')[1]}`,
    display_name: `Local chain ${caip2.split(':')[1]}`,
    chain_id: caip2.split(':')[1],
    contract_address: '',
  }));
  return {
    paymentCurrencies: [
      { id: 'USD', payment_method_limits: LIMITS },
      { id: 'EUR', payment_method_limits: LIMITS },
    ],
    purchaseCurrencies: [
      { id: 'ETH', name: 'Ether', symbol: 'ETH', networks },
      { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks },
    ],
  };
}

/** Fixture prices of onramp purchase currencies (USD per unit). */
export const ONRAMP_PRICES = { ETH: 3000, USDC: 1 };

/** Fixture USD per unit of a payment currency. */
export const FIAT_RATES = { USD: 1, EUR: 1.08 };

/** spec §1: onramp fee range 1-2%; the stand-in charges the middle. */
export const ONRAMP_FEE = 0.015;
