/**
 * POST /v1/generators/onrampurl's order: checks the body, stores an order in the control state
 * (reset with the rest) and gives the provider page's URL for it. The order says what Confirm
 * on that page sends (deliverOnrampOrder.mjs): `amount` of `asset` on `network` to `address`.
 */
import { isAddress } from 'ethers';
import { decimalUnits, formatDecimal, parseDecimal } from './decimalUnits.mjs';
import { ONRAMP_PRICES } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { ONRAMP_ASSETS } from './onrampOptions.mjs';
import { onrampQuote } from './onrampQuote.mjs';
import { required } from './routeHelpers.mjs';

/** The provider page the generated URL opens (onrampProviderPage.mjs). */
export const ONRAMP_WIDGET_PATH = '/onramp/widget';

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** The fiat amount of an order that presets neither amount, as a provider's widget would. */
const DEFAULT_FIAT_AMOUNT = '100.00';
/** A crypto preset may be worth at most this many USD at the fixture prices. */
const MAX_PRESET_USD = 50_000n;

/**
 * @param {unknown} value
 * @returns {value is Array<{ address: string, blockchains?: string[], assets?: string[] }>}
 */
const isWalletList = (value) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (wallet) =>
      typeof wallet?.address === 'string' &&
      (isAddress(wallet.address) || SOLANA_ADDRESS.test(wallet.address)) &&
      ['blockchains', 'assets'].every(
        (key) =>
          wallet[key] === undefined ||
          (Array.isArray(wallet[key]) && wallet[key].every((item) => typeof item === 'string')),
      ),
  );

/** A preset amount (JSON number or decimal string) as a decimal string, or null. */
function presetText(value, places) {
  if (typeof value === 'string') return value;
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return null;
  const text = String(value);
  return text.includes('e') ? value.toFixed(places) : text;
}

/** `presetCryptoAmount` floored to the asset's shown places: { amount, units }. */
function cryptoPreset(value, asset, assetId) {
  const shown = parseDecimal(presetText(value, asset.shown), asset.shown, { floor: true });
  if (shown === null || shown <= 0n)
    throw new ApiHttpError(400, `Invalid presetCryptoAmount ${value}: a positive amount`);
  const amount = formatDecimal(shown, asset.shown);
  const units = decimalUnits(amount, asset.decimals);
  const usd = (units * BigInt(ONRAMP_PRICES[assetId])) / 10n ** BigInt(asset.decimals);
  if (usd > MAX_PRESET_USD)
    throw new ApiHttpError(400, `presetCryptoAmount ${amount} ${assetId} is above the limit`);
  return { amount, units };
}

/**
 * @param {{ control: object, baseUrl: () => string }} ctx
 * @param {ReturnType<typeof import('./onrampOptions.mjs').onrampNetworks>} networks
 * @param {Record<string, unknown>} body
 * @param {string | null} projectId the request's, so the page's faults can be scoped to it
 * @returns {{ url: string }}
 */
export function createOnrampOrder(ctx, networks, body, projectId) {
  const wallets = body.destinationWallets;
  if (!isWalletList(wallets)) {
    throw new ApiHttpError(
      400,
      'destinationWallets must list at least one { address } (an EVM or Solana address)',
    );
  }
  const partnerUserId = required(body, 'partnerUserId');
  const experience = body.defaultExperience ?? 'buy';
  if (experience !== 'buy')
    throw new ApiHttpError(400, `Unsupported defaultExperience ${experience}`);
  const byName = (name) => networks.find((network) => network.name === name);
  if (body.defaultNetwork !== undefined && !byName(body.defaultNetwork))
    throw new ApiHttpError(400, `Unsupported defaultNetwork ${body.defaultNetwork}`);

  const [wallet] = wallets;
  const solanaWallet = !isAddress(wallet.address);
  const network =
    byName(body.defaultNetwork) ??
    (wallet.blockchains ?? []).map(byName).find(Boolean) ??
    (solanaWallet ? byName('solana') : (networks.find((n) => n.kind === 'local') ?? networks[0]));
  if (!network) throw new ApiHttpError(400, `No onramp network serves ${wallet.address}`);
  if ((network.kind === 'solana') !== solanaWallet)
    throw new ApiHttpError(400, `${wallet.address} is not an address on ${network.name}`);
  const assetId = wallet.assets?.[0] ?? (network.kind === 'solana' ? 'SOL' : 'USDC');
  if (!Object.hasOwn(ONRAMP_ASSETS, assetId) || !(assetId in network.contracts))
    throw new ApiHttpError(400, `${assetId} is not offered on ${network.name}`);
  const asset = ONRAMP_ASSETS[assetId];

  const paymentCurrency = body.paymentCurrency ?? 'USD';
  const fiatText =
    body.presetFiatAmount === undefined
      ? body.presetCryptoAmount === undefined
        ? DEFAULT_FIAT_AMOUNT
        : undefined
      : presetText(body.presetFiatAmount, 2);
  // A quote checks the fiat amount (format, limits) and gives the crypto when none is preset.
  const quote =
    fiatText === undefined
      ? undefined
      : onrampQuote(networks, {
          purchaseCurrency: assetId,
          paymentCurrency: String(paymentCurrency),
          amount: fiatText ?? String(body.presetFiatAmount),
          network: network.name,
        });
  // Read only with no preset crypto amount: then the fiat amount (default or preset) was quoted.
  const quoted = /** @type {NonNullable<typeof quote>} */ (quote);
  const crypto =
    body.presetCryptoAmount === undefined
      ? { amount: quoted.purchaseAmount.amount, units: quoted.units }
      : cryptoPreset(body.presetCryptoAmount, asset, assetId);

  const orders = ctx.control.state.onrampOrders;
  const id = `order-${orders.size + 1}`;
  orders.set(id, {
    id,
    projectId: projectId ?? null,
    partnerUserId,
    address: wallet.address,
    network: network.name,
    networkName: network.display_name,
    asset: assetId,
    amount: crypto.amount,
    units: crypto.units.toString(),
    fiat: quote ? quote.paymentTotal : null,
    status: 'open',
    txHash: null,
    error: null,
    createdAt: new Date().toISOString(),
  });
  const url = new URL(ONRAMP_WIDGET_PATH, ctx.baseUrl());
  url.searchParams.set('order', id);
  return { url: url.href };
}
