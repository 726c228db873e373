/**
 * (n) The swap feature's chunks: what opening Swap, its token list, a quote and its review
 * load, measured from the requests Chromium makes (as sendChunks.mjs does for Send), named and
 * cross-checked with the demo's Vite build manifest.
 *
 * How: one fresh browser context on the demo served with the product-API stand-in (`apiUrl`);
 * the dev wallet connected and switched to dev account 6, Account opened and the network quiet
 * (swapPage.mjs, accountPage.mjs); then one step at a time, each waiting until no request has
 * been open for 300 ms: 'Swap clicked' (the wallet features row's Swap, until the form shows
 * its source token), 'token list' (the received side's list, PUSD picked), 'amount typed'
 * (0.5 typed, until the quote's figures show: expected to load nothing, the swap chunk being
 * in), 'Review clicked' (until the review's Swap button shows). Every script or stylesheet of
 * the demo's origin first requested during a step is that step's; its size is the built file's
 * gzip (level 9). Nothing is sent.
 *
 * Cross-check: the static-import closure, in the Vite manifest, of the swap feature's lazy chunk
 * (src/features/swap/swapChunk.ts) and its three views (SwapView, SwapSelectTokenView,
 * SwapPreviewView), less every file the page had loaded before Swap was clicked, should be the
 * same set of files.
 */
import { measureFeatureSteps } from './measureFeatureSteps.mjs';
import { openSwapForm, pickToReceive, quoteShown, reviewSwap, typeAmount } from './swapPage.mjs';

export const SWAP_ROOTS = [
  'src/features/swap/swapChunk.ts',
  'src/views/Swap/SwapView.tsx',
  'src/views/SwapSelectToken/SwapSelectTokenView.tsx',
  'src/views/SwapPreview/SwapPreviewView.tsx',
];
export const SWAP_STEPS = ['Swap clicked', 'token list', 'amount typed', 'Review clicked'];

/**
 * @param {string} serverUrl the demo, served with `apiUrl` in its stack description
 * @param {{ demoDist: string, projectId?: string }} options
 */
export async function measureSwapChunks(serverUrl, { demoDist, projectId }) {
  const measured = await measureFeatureSteps(serverUrl, {
    demoDist,
    projectId,
    roots: SWAP_ROOTS,
    steps: [
      [
        SWAP_STEPS[0],
        async (page, state) => (state.form = await openSwapForm(page, state.account)),
      ],
      [SWAP_STEPS[1], (page, state) => pickToReceive(page, state.form)],
      [
        SWAP_STEPS[2],
        async (page, state) => {
          await typeAmount(state.form);
          await quoteShown(state.form);
        },
      ],
      [SWAP_STEPS[3], (page, state) => reviewSwap(page, state.form)],
    ],
  });
  const chunk =
    measured.files.find((f) => f.source.endsWith('src/features/swap/swapChunk.ts')) ?? null;
  return {
    method:
      'Chromium requests per step (Swap clicked, token list, amount typed, Review clicked) after Account is open as dev account 6; gzip -9 of the built files',
    ...measured,
    /** The feature's own lazy chunk (slice and saga), without the views. */
    swapChunk: chunk,
  };
}
