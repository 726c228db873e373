/**
 * The onramp quote arithmetic ("Onramp quote"), exact: fiat in integer cents, crypto in
 * BigInt smallest units. paymentTotal is the amount asked for; the provider's fee (ONRAMP_FEE,
 * rounded up to the cent) and the network's fixed fee come off it, and what is left
 * (paymentSubtotal) buys the purchase currency at the fixture prices, floored.
 */
import { FIAT_RATES, ONRAMP_FEE, ONRAMP_PRICES } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { ceilDiv, decimalUnits, formatDecimal, parseDecimal, ratio } from './decimalUnits.mjs';
import { ONRAMP_ASSETS, PAYMENT_CURRENCIES } from './onrampOptions.mjs';

const cents = (text) => parseDecimal(text, 2);
const money = (units, currency) => ({ amount: formatDecimal(units, 2), currency });

/** The payment currency's overall range: the lowest min and the highest max of its methods. */
export function paymentRange(currency) {
  const limits = currency.payment_method_limits;
  const mins = limits.map((limit) => cents(limit.min));
  const maxes = limits.map((limit) => cents(limit.max));
  return {
    min: mins.reduce((a, b) => (b < a ? b : a)),
    max: maxes.reduce((a, b) => (b > a ? b : a)),
  };
}

/**
 * @param {ReturnType<typeof import('./onrampOptions.mjs').onrampNetworks>} networks
 * @param {{ purchaseCurrency: string, paymentCurrency: string, amount: string, network: string }} request
 * @returns {{ networkFee: object, paymentSubtotal: object, paymentTotal: object,
 *   purchaseAmount: object, asset: object, network: object, units: bigint }}
 *   `units`: purchaseAmount in the token's smallest units.
 */
export function onrampQuote(networks, { purchaseCurrency, paymentCurrency, amount, network }) {
  const payment = PAYMENT_CURRENCIES.find((currency) => currency.id === paymentCurrency);
  if (!payment) throw new ApiHttpError(400, `Unsupported paymentCurrency ${paymentCurrency}`);
  const asset = Object.hasOwn(ONRAMP_ASSETS, purchaseCurrency)
    ? ONRAMP_ASSETS[purchaseCurrency]
    : null;
  if (!asset) throw new ApiHttpError(400, `Unsupported purchaseCurrency ${purchaseCurrency}`);
  const target = networks.find((candidate) => candidate.name === network);
  if (!target || !(purchaseCurrency in target.contracts))
    throw new ApiHttpError(400, `Unsupported network ${network} for ${purchaseCurrency}`);

  const total = cents(amount);
  if (total === null)
    throw new ApiHttpError(400, `Invalid amount ${amount}: a decimal with at most 2 decimals`);
  const range = paymentRange(payment);
  if (total < range.min || total > range.max) {
    throw new ApiHttpError(
      400,
      `Amount must be between ${formatDecimal(range.min, 2)} and ${formatDecimal(range.max, 2)} ${paymentCurrency}`,
    );
  }
  const fee = ratio(ONRAMP_FEE);
  const providerFee = ceilDiv(total * fee.n, fee.d);
  const networkFee = decimalUnits(target.networkFee, 2);
  const subtotal = total - providerFee - networkFee;
  if (subtotal <= 0n) throw new ApiHttpError(400, `Amount does not cover the fees`);

  // subtotal (cents) × USD per fiat unit ÷ USD per token, in units of 10^-shown, floored.
  const rate = ratio(FIAT_RATES[paymentCurrency]);
  const price = ratio(ONRAMP_PRICES[purchaseCurrency]);
  const shownUnits =
    (subtotal * rate.n * price.d * 10n ** BigInt(asset.shown)) / (100n * rate.d * price.n);
  const purchase = formatDecimal(shownUnits, asset.shown);
  return {
    networkFee: money(networkFee, paymentCurrency),
    paymentSubtotal: money(subtotal, paymentCurrency),
    paymentTotal: money(total, paymentCurrency),
    purchaseAmount: { amount: purchase, currency: purchaseCurrency },
    asset,
    network: target,
    units: decimalUnits(purchase, asset.decimals),
  };
}
