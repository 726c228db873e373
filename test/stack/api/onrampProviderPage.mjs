/**
 * The local onramp provider's page, which the generated URL opens in the product's popup (its
 * own origin, not the demo's): the order and a Confirm button, whose form POST sends the crypto
 * (deliverOnrampOrder.mjs) and answers "Purchase complete", a page whose Close button closes the
 * window (the product waits for the popup to close): the user, or the test, closes it once they
 * have seen the result.
 *
 *   GET  /onramp/widget?order=ID            the order (route id `onrampWidget` for faults)
 *   POST /onramp/widget/confirm  order=ID   form body; sends once (`onrampConfirm`)
 *
 * Faults of the control API apply as to the JSON routes (scoped to the project id of the
 * request that created the order): `status` answers that status with an error page and sends
 * nothing, `malformed` and `wrongShape` a cut-off page, `hang` nothing, latency delays.
 */
import { createHash } from 'node:crypto';
import { ONRAMP_WIDGET_PATH } from './createOnrampOrder.mjs';
import { deliverOnrampOrder } from './deliverOnrampOrder.mjs';
import { errorMessage } from '../errorMessage.mjs';
import { ApiHttpError } from './http.mjs';

export const ONRAMP_CONFIRM_PATH = `${ONRAMP_WIDGET_PATH}/confirm`;
export const PROVIDER_NAME = 'Meld (local)';

const CLOSE_SCRIPT =
  "document.getElementById('close').addEventListener('click', function () { window.close(); });";
const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${createHash('sha256').update(CLOSE_SCRIPT).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
].join('; ');
const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}' +
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{color:#555}' +
  'dd{margin:0;overflow-wrap:anywhere}button{font:inherit;padding:.5rem 2rem}';
const MAX_FORM_BYTES = 10_000;

const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function page(title, body, { status = 'open', script = false } = {}) {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escape(title)} · ${PROVIDER_NAME}</title><style>${STYLE}</style></head>` +
    `<body data-order-status="${escape(status)}"><p>Provider: <strong>${PROVIDER_NAME}</strong></p>` +
    `<h1>${escape(title)}</h1>${body}${script ? `<script>${CLOSE_SCRIPT}</script>` : ''}</body></html>`
  );
}

const confirmForm = (order, label) =>
  `<form method="post" action="${ONRAMP_CONFIRM_PATH}">` +
  `<input type="hidden" name="order" value="${escape(order.id)}">` +
  `<button type="submit">${label}</button></form>`;

function orderDetails(order) {
  const rows = [
    ['Amount', order.fiat ? `${order.fiat.amount} ${order.fiat.currency}` : '—'],
    ['You receive', `${order.amount} ${order.asset}`],
    ['Asset', order.asset],
    ['Network', order.networkName],
    ['Address', order.address],
  ];
  return `<dl>${rows.map(([key, value]) => `<dt>${key}</dt><dd>${escape(value)}</dd>`).join('')}</dl>`;
}

const orderPage = (order) =>
  order.status === 'complete'
    ? completePage(order, false)
    : page(
        `Buy ${order.asset}`,
        `${orderDetails(order)}<p>A local test purchase: no payment is taken.</p>` +
          confirmForm(order, 'Confirm'),
        { status: order.status },
      );

const completePage = (order, closes) =>
  page(
    'Purchase complete',
    `<p>${escape(`${order.amount} ${order.asset}`)} sent to ${escape(order.address)}.</p>` +
      `<p>Transaction: <code>${escape(order.txHash)}</code></p>` +
      (closes ? '<button type="button" id="close">Close</button>' : ''),
    { status: 'complete', script: closes },
  );

const failedPage = (order, reason) =>
  page(
    'Purchase failed',
    `<p role="alert">${escape(reason)}</p>${order ? orderDetails(order) + confirmForm(order, 'Try again') : ''}`,
    { status: 'failed' },
  );

async function readForm(request) {
  let text = '';
  for await (const chunk of request) {
    text += chunk;
    if (text.length > MAX_FORM_BYTES) throw new ApiHttpError(413, 'Body too large');
  }
  return new URLSearchParams(text);
}

/**
 * @param {{ control: object, chains: Map<string, object>, solana?: Map<string, object> }} ctx
 * @returns {(request: import('node:http').IncomingMessage,
 *   response: import('node:http').ServerResponse, url: URL) => Promise<boolean>}
 *   answers the page's requests; false for any other path.
 */
export function onrampProviderPage(ctx) {
  return async (request, response, url) => {
    const routeId = {
      [ONRAMP_WIDGET_PATH]: 'onrampWidget',
      [ONRAMP_CONFIRM_PATH]: 'onrampConfirm',
    }[url.pathname];
    if (!routeId) return false;
    const entry = {
      at: new Date().toISOString(),
      route: routeId,
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      status: null,
    };
    ctx.control.record('requests', entry);
    const answer = (status, html) => {
      entry.status = status;
      if (response.destroyed) return;
      response.writeHead(status, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': CSP,
      });
      response.end(html);
    };
    const method = routeId === 'onrampWidget' ? 'GET' : 'POST';
    if (request.method !== method) {
      answer(405, failedPage(null, `Method not allowed: use ${method}`));
      return true;
    }
    let order;
    try {
      const form = method === 'POST' ? await readForm(request) : url.searchParams;
      const orderId = form.get('order') ?? url.searchParams.get('order');
      order = orderId ? ctx.control.state.onrampOrders.get(orderId) : undefined;
      const fault = ctx.control.takeFault(routeId, order?.projectId);
      if (fault) {
        entry.fault = fault.kind;
        if (fault.latencyMs > 0) await sleep(fault.latencyMs);
        if (fault.kind === 'hang') return true;
        if (fault.kind === 'status')
          throw new ApiHttpError(fault.status, `Injected HTTP ${fault.status}`);
        if (fault.kind === 'malformed' || fault.kind === 'wrongShape') {
          answer(200, '<!doctype html><html><body><h1>Meld');
          return true;
        }
      }
      if (!orderId) throw new ApiHttpError(400, 'Missing order');
      if (!order) throw new ApiHttpError(404, `Unknown order ${orderId}`);
      if (method === 'GET') answer(200, orderPage(order));
      else answer(200, completePage(await deliverOnrampOrder(ctx, order), true));
    } catch (error) {
      const known = error instanceof ApiHttpError;
      answer(known ? error.status : 500, failedPage(order, errorMessage(error)));
    }
    return true;
  };
}
