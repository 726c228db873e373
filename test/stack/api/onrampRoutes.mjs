/**
 * Onramp routes (spec §7): the widget URL, the currencies and limits, and a quote. Everything
 * is fixture data; the URL points at a placeholder page the stand-in serves itself, so a popup
 * opened by the product stays on 127.0.0.1.
 */
import { isAddress } from 'ethers';
import { FIAT_RATES, ONRAMP_FEE, ONRAMP_PRICES, onrampOptions } from './fixtures.mjs';
import { ApiHttpError } from './http.mjs';
import { required } from './routeHelpers.mjs';

/** The placeholder widget page the generated URL opens. */
export const ONRAMP_WIDGET_PATH = '/onramp/widget';

const money = (value) => value.toFixed(2);

/** @param {{ chains: Map<string, object>, baseUrl: () => string }} ctx */
export function onrampRoutes(ctx) {
  const options = () => onrampOptions([...ctx.chains.keys()]);
  return [
    {
      id: 'onrampUrl',
      method: 'POST',
      path: /^\/v1\/generators\/onrampurl$/,
      handle: ({ body }) => {
        const wallets = body.destinationWallets;
        if (
          !Array.isArray(wallets) ||
          wallets.length === 0 ||
          !wallets.every((w) => isAddress(w?.address))
        ) {
          throw new ApiHttpError(400, 'destinationWallets must list at least one { address }');
        }
        const experience = body.defaultExperience ?? 'buy';
        if (experience !== 'buy')
          throw new ApiHttpError(400, `Unsupported defaultExperience ${experience}`);
        const url = new URL(ONRAMP_WIDGET_PATH, ctx.baseUrl());
        url.searchParams.set('address', wallets[0].address);
        url.searchParams.set('partnerUserId', required(body, 'partnerUserId'));
        for (const key of ['defaultNetwork', 'presetCryptoAmount', 'presetFiatAmount']) {
          if (body[key] !== undefined) url.searchParams.set(key, String(body[key]));
        }
        return { url: url.href };
      },
    },
    {
      id: 'onrampOptions',
      method: 'GET',
      path: /^\/v1\/onramp\/options$/,
      handle: options,
    },
    {
      id: 'onrampQuote',
      method: 'POST',
      path: /^\/v1\/onramp\/quote$/,
      handle: ({ body }) => {
        const purchase = required(body, 'purchaseCurrency');
        const payment = required(body, 'paymentCurrency');
        const network = required(body, 'network');
        const amount = Number(required(body, 'amount'));
        const { paymentCurrencies, purchaseCurrencies } = options();
        const paymentCurrency = paymentCurrencies.find((c) => c.id === payment);
        const purchaseCurrency = purchaseCurrencies.find((c) => c.id === purchase);
        if (!paymentCurrency) throw new ApiHttpError(400, `Unsupported paymentCurrency ${payment}`);
        if (!purchaseCurrency)
          throw new ApiHttpError(400, `Unsupported purchaseCurrency ${purchase}`);
        if (!purchaseCurrency.networks.some((n) => n.name === network))
          throw new ApiHttpError(400, `Unsupported network ${network}`);
        const card = paymentCurrency.payment_method_limits.find((limit) => limit.id === 'card');
        if (!Number.isFinite(amount) || amount < Number(card.min) || amount > Number(card.max)) {
          throw new ApiHttpError(
            400,
            `Amount must be between ${card.min} and ${card.max} ${payment}`,
          );
        }
        const fee = amount * ONRAMP_FEE;
        const subtotal = amount - fee;
        const crypto = (subtotal * FIAT_RATES[payment]) / ONRAMP_PRICES[purchase];
        return {
          networkFee: { amount: money(fee), currency: payment },
          paymentSubtotal: { amount: money(subtotal), currency: payment },
          paymentTotal: { amount: money(amount), currency: payment },
          purchaseAmount: { amount: crypto.toFixed(6), currency: purchase },
          quoteId: `quote-${purchase}-${payment}-${money(amount)}-${network}`,
        };
      },
    },
  ];
}

/** The placeholder page behind the generated URL (no script: it passes any CSP). */
export function onrampWidgetPage(url) {
  const escape = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const rows = [...url.searchParams]
    .map(([key, value]) => `<li>${escape(key)}: ${escape(value)}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local onramp</title></head><body><h1>Local onramp stand-in</h1><p>Nothing is bought here.</p><ul>${rows}</ul></body></html>`;
}
