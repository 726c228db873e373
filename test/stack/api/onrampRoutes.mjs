/**
 * Onramp routes: the provider widget's URL (an order on the local provider page,
 * onrampProviderPage.mjs), the currencies and limits (onrampOptions.mjs) and an exact quote
 * (onrampQuote.mjs). Faults switch them as any route: onrampUrl, onrampOptions, onrampQuote.
 */
import { createOnrampOrder } from './createOnrampOrder.mjs';
import { onrampNetworks, onrampOptions } from './onrampOptions.mjs';
import { onrampQuote } from './onrampQuote.mjs';
import { required } from './routeHelpers.mjs';

/** How long a quote holds (its `expiresAt`). */
export const QUOTE_TTL_MS = 60_000;

/** @param {{ chains: Map<string, object>, solana?: Map<string, object>, control: object, baseUrl: () => string }} ctx */
export function onrampRoutes(ctx) {
  return [
    {
      id: 'onrampUrl',
      method: 'POST',
      path: /^\/v1\/generators\/onrampurl$/,
      handle: ({ body, query }) =>
        createOnrampOrder(ctx, onrampNetworks(ctx), body ?? {}, query.get('projectId')),
    },
    {
      id: 'onrampOptions',
      method: 'GET',
      path: /^\/v1\/onramp\/options$/,
      handle: () => onrampOptions(onrampNetworks(ctx)),
    },
    {
      id: 'onrampQuote',
      method: 'POST',
      path: /^\/v1\/onramp\/quote$/,
      handle: ({ body }) => {
        const request = {
          purchaseCurrency: required(body, 'purchaseCurrency'),
          paymentCurrency: required(body, 'paymentCurrency'),
          amount: required(body, 'amount'),
          network: required(body, 'network'),
        };
        const quote = onrampQuote(onrampNetworks(ctx), request);
        const state = ctx.control.state;
        state.onrampQuotes += 1;
        return {
          networkFee: quote.networkFee,
          paymentSubtotal: quote.paymentSubtotal,
          paymentTotal: quote.paymentTotal,
          purchaseAmount: quote.purchaseAmount,
          quoteId: [
            'quote',
            state.onrampQuotes,
            request.purchaseCurrency,
            request.paymentCurrency,
            quote.paymentTotal.amount,
            request.network,
          ].join('-'),
          expiresAt: Date.now() + QUOTE_TTL_MS,
        };
      },
    },
  ];
}
