/**
 * (j) The send feature's chunks: what opening the send form, then its review, loads, measured
 * from the requests Chromium makes (as accountChunks.mjs does for the Account view), named and
 * cross-checked with the demo's Vite build manifest.
 *
 * How: one fresh browser context on the demo served with the product-API stand-in (`apiUrl`);
 * the dev wallet connected and switched to dev account 6, Account opened and the network quiet
 * (sendPage.mjs, accountPage.mjs); then one step at a time, each waiting until no request has
 * been open for 300 ms: 'Send clicked' (the wallet features row's Send, until the form shows
 * the token and its balance), 'form filled' (0.01 ETH to dev account 7 typed: expected to load
 * nothing, the send chunk being in), 'Preview clicked' (until the review's Send button is
 * enabled). Every script or stylesheet of the demo's origin first requested during a step is
 * that step's; its size is the built file's gzip (level 9, as the other bench figures), not
 * the transfer (the bench's static server does not compress). Nothing is sent.
 *
 * Cross-check: the static-import closure, in the Vite manifest, of the send feature's lazy
 * chunk (src/features/send/sendChunk.ts), its two views (SendView, SendPreviewView) and the
 * eip155 chain module's checksum (adapters/eip155/checksumAddress.ts, imported on the first
 * receiver check), less every file the page had loaded before Send was clicked, should be the
 * same set of files.
 */
import { measureFeatureSteps } from './measureFeatureSteps.mjs';
import { fillSendForm, openSendForm, previewSend } from './sendPage.mjs';

/** The lazily loaded sources the send form and its review start from. */
export const SEND_ROOTS = [
  'src/features/send/sendChunk.ts',
  'src/views/Send/SendView.tsx',
  'src/views/SendPreview/SendPreviewView.tsx',
  'adapters/eip155/checksumAddress.ts',
];
export const SEND_STEPS = ['Send clicked', 'form filled', 'Preview clicked'];

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ demoDist: string, projectId?: string }} options
 */
export async function measureSendChunks(serverUrl, { demoDist, projectId }) {
  const measured = await measureFeatureSteps(serverUrl, {
    demoDist,
    projectId,
    roots: SEND_ROOTS,
    steps: [
      [
        SEND_STEPS[0],
        async (page, state) => (state.form = await openSendForm(page, state.account)),
      ],
      [SEND_STEPS[1], (page, state) => fillSendForm(state.form)],
      [SEND_STEPS[2], (page, state) => previewSend(page, state.form)],
    ],
  });
  return {
    method:
      'Chromium requests per step (Send clicked, form filled, Preview clicked) after Account is open as dev account 6; gzip -9 of the built files',
    ...measured,
  };
}
