import type { Page } from '@playwright/test';

/**
 * The WalletConnect SDK loads a hidden Verify frame from verify.walletconnect.org on every
 * connect and request, and waits up to 5 s for it to post an attestation. This answers it
 * locally: a page that posts an unsigned attestation for the request id back to the dapp's
 * origin (the peer wallet runs in the SDK's test mode and does not check it).
 */
const FRAME = `<!doctype html><title>Verify (local)</title><script>
const params = new URLSearchParams(location.search);
const b64 = (value) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_');
const attestation = [b64({ alg: 'none', typ: 'JWT' }), b64({ id: params.get('id'), origin: params.get('origin'), isScam: false }), 'bG9jYWw'].join('.');
parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), params.get('origin'));
</script>`;

export async function answerVerifyLocally(page: Page): Promise<void> {
  // Page routes win over the offline guard's context route.
  await page.route('https://verify.walletconnect.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: FRAME }),
  );
}
