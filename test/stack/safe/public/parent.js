// The Safe app's side of the Safe Apps protocol, for the local stand-in: frames the app and
// answers its SDK's requests ({ id, method, params, env: { sdkVersion } }) with the SDK's
// reply envelope ({ id, success, version, data | error }). Only messages from the framed
// window, from the app's exact origin and of that shape are answered; replies go to that origin.
const config = JSON.parse(document.querySelector('meta[name="safe-stand-in"]').content);
const frame = document.getElementById('safe-app');
const VERSION = '9.1.0';

const path = new URLSearchParams(location.search).get('path') ?? '/';
// Only a path on the app's origin: never `//elsewhere` or a full URL.
frame.src = new URL(/^\/(?!\/)/.test(path) ? path : '/', config.appOrigin).href;

const post = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
  return answer;
};

const handlers = {
  getSafeInfo: () => config.safe,
  getChainInfo: () => ({
    chainName: 'Local chain',
    chainId: String(config.safe.chainId),
    shortName: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
    blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
  }),
  getEnvironmentInfo: () => ({ origin: location.origin }),
  rpcCall: async (params) => (await post('/rpc', params)).result,
  sendTransactions: (params) => post('/proposals', { txs: params?.txs }),
  getTxBySafeTxHash: async (params) => {
    const response = await fetch(`/proposals/${encodeURIComponent(String(params?.safeTxHash))}`);
    const answer = await response.json();
    if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
    return answer;
  },
  signMessage: () => {
    throw new Error('Message signing is not supported by this Safe');
  },
  signTypedMessage: () => {
    throw new Error('Message signing is not supported by this Safe');
  },
};

const isRequest = (data) =>
  typeof data === 'object' &&
  data !== null &&
  typeof data.id === 'string' &&
  data.id.length > 0 &&
  data.id.length <= 64 &&
  typeof data.method === 'string' &&
  typeof data.env === 'object' &&
  data.env !== null &&
  typeof data.env.sdkVersion === 'string';

window.addEventListener('message', async (event) => {
  if (event.source !== frame.contentWindow || event.origin !== config.appOrigin) return;
  if (!isRequest(event.data)) {
    console.warn('[safe stand-in] ignored a message that is not an SDK request');
    return;
  }
  const { id, method, params } = event.data;
  let reply;
  try {
    const handler = Object.hasOwn(handlers, method) ? handlers[method] : null;
    if (!handler) throw new Error(`${method} is not supported`);
    reply = { id, success: true, version: VERSION, data: await handler(params) };
  } catch (error) {
    reply = { id, success: false, version: VERSION, error: String(error?.message ?? error) };
  }
  frame.contentWindow.postMessage(reply, config.appOrigin);
});
