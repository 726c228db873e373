/**
 * WalletConnect's Verify frame, answered locally. The SDK loads a hidden frame from
 * verify.walletconnect.org on every connect and request and waits up to 5 s for it to post an
 * attestation; this page posts an unsigned one for the request id back to the dapp's origin
 * (the peer wallet runs in the SDK's test mode and does not check it). Browser tests and the
 * bench serve it for `VERIFY_URL_PATTERN` with a route handler.
 */
export const VERIFY_URL_PATTERN = 'https://verify.walletconnect.org/**';

export const VERIFY_FRAME_HTML = `<!doctype html><title>Verify (local)</title><script>
const params = new URLSearchParams(location.search);
const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_');
const attestation = [b64({ alg: 'none', typ: 'JWT' }), b64({ id: params.get('id'), origin: params.get('origin'), isScam: false }), 'bG9jYWw'].join('.');
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), params.get('origin'));
</script>`;

/**
 * Serves the frame on a Playwright page or context.
 * @param {import('@playwright/test').Page | import('@playwright/test').BrowserContext} target
 */
export async function answerVerifyLocally(target) {
  await target.route(VERIFY_URL_PATTERN, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: VERIFY_FRAME_HTML }),
  );
}
