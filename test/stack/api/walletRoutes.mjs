/**
 * Wallet routes (paths our own): the paged, filtered wallet list `GET /v1/wallets` from the
 * fixture catalogue (walletCatalogue.mjs), and each wallet's image as SVG, which an `<img>`
 * loads with no headers because the URL carries the project query parameters.
 */
import { ApiHttpError, ApiReply } from './http.mjs';
import { required } from './routeHelpers.mjs';
import {
  DEFAULT_FEATURED_WALLET_IDS,
  WALLET_CATALOGUE,
  WALLET_NAMESPACES,
  foldName,
} from './walletCatalogue.mjs';

const MAX_ENTRIES = 100;
const byId = new Map(WALLET_CATALOGUE.map((wallet) => [wallet.id, wallet]));

/** A required integer query parameter within [min, max]; 400 naming it otherwise. */
function integer(query, name, min, max = Number.MAX_SAFE_INTEGER) {
  const text = required(query, name);
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new ApiHttpError(400, `Invalid ${name} ${text}: an integer from ${min} to ${max}`);
  return value;
}

/** A comma-separated list, or null when the parameter is absent or empty. */
function list(query, name) {
  const items = (query.get(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : null;
}

/** The catalogue wallets the request's search, namespaces, include and exclude keep. */
function filtered(query) {
  const namespaces = list(query, 'namespaces');
  for (const namespace of namespaces ?? []) {
    if (!WALLET_NAMESPACES.includes(namespace))
      throw new ApiHttpError(
        400,
        `Invalid namespaces ${namespace}: one of ${WALLET_NAMESPACES.join(', ')}`,
      );
  }
  const search = foldName(query.get('search') ?? '');
  const include = list(query, 'include');
  const exclude = list(query, 'exclude') ?? [];
  return WALLET_CATALOGUE.filter(
    (wallet) =>
      (!search || foldName(wallet.name).includes(search)) &&
      (!namespaces || wallet.namespaces.some((namespace) => namespaces.includes(namespace))) &&
      (!include || include.includes(wallet.id)) &&
      !exclude.includes(wallet.id),
  );
}

/** Featured (the request's, else the defaults) in their order, then recommended, then rank. */
function ordered(wallets, query) {
  // `featured=` present but empty features nothing: only an absent parameter means the defaults.
  const featuredIds = query.has('featured')
    ? [...new Set(list(query, 'featured'))]
    : DEFAULT_FEATURED_WALLET_IDS;
  const kept = new Set(wallets.map((wallet) => wallet.id));
  const featured = featuredIds.filter((id) => kept.has(id)).map((id) => byId.get(id));
  const rest = wallets.filter((wallet) => !featuredIds.includes(wallet.id));
  return [
    ...featured.map((wallet) => ({ wallet, featured: true, recommended: false })),
    ...rest
      .filter((wallet) => wallet.recommended)
      .map((wallet) => ({ wallet, featured: false, recommended: true })),
    ...rest
      .filter((wallet) => !wallet.recommended)
      .map((wallet) => ({ wallet, featured: false, recommended: false })),
  ];
}

/** The image route's URL, echoing the request's project query parameters. */
function imageUrl(ctx, query, id) {
  const project = ['projectId', 'st', 'sv']
    .map((name) => `${name}=${encodeURIComponent(query.get(name))}`)
    .join('&');
  return `${ctx.baseUrl()}/v1/wallets/${encodeURIComponent(id)}/image?${project}`;
}

const escapeXml = (text) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Up to two initials: the first letters of two words, else the first two letters. */
function initials(name) {
  const words = name.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[1][0] : name.slice(0, 2);
  return letters.toUpperCase();
}

/** A 64×64 rounded square in the wallet's colour with its initials; the same every run. */
export function walletIcon(wallet) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${wallet.color}"/>` +
    `<text x="32" y="39" font-family="sans-serif" font-size="20" font-weight="700" ` +
    `fill="#fff" text-anchor="middle">${escapeXml(initials(wallet.name))}</text></svg>`
  );
}

/** @param {{ baseUrl: () => string }} ctx */
export function walletRoutes(ctx) {
  return [
    {
      id: 'wallets',
      method: 'GET',
      path: /^\/v1\/wallets$/,
      handle: ({ query }) => {
        const page = integer(query, 'page', 1);
        const entries = integer(query, 'entries', 1, MAX_ENTRIES);
        const all = ordered(filtered(query), query);
        return {
          count: all.length,
          data: all
            .slice((page - 1) * entries, page * entries)
            .map(({ wallet, featured, recommended }) => ({
              id: wallet.id,
              name: wallet.name,
              rdns: wallet.rdns,
              imageUrl: wallet.color ? imageUrl(ctx, query, wallet.id) : null,
              nativeLink: wallet.nativeLink,
              universalLink: wallet.universalLink,
              namespaces: [...wallet.namespaces],
              featured,
              recommended,
            })),
        };
      },
    },
    {
      id: 'walletImage',
      method: 'GET',
      path: /^\/v1\/wallets\/(?<id>[^/]+)\/image$/,
      handle: ({ params }) => {
        const wallet = byId.get(params.id);
        if (!wallet) throw new ApiHttpError(404, `No wallet ${params.id}`);
        if (!wallet.color) throw new ApiHttpError(404, `Wallet ${params.id} has no image`);
        return new ApiReply(200, walletIcon(wallet), {
          contentType: 'image/svg+xml',
          headers: { 'Cache-Control': 'public, max-age=86400' },
        });
      },
    },
  ];
}
