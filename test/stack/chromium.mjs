// Debian's Chromium and the flags that keep it quiet and offline (notes/offline-stack.md).
// The bench measures in the browser users run (`chromium`). Most end-to-end tests run in
// Debian's build of its headless shell (`chromium-headless-shell`: the same engine without the
// browser layer, measured at about a third less CPU per test on two cores); what depends on the
// browser layer (a profile's third-party storage setting, which the embedded wallet's secure
// frame meets) runs in `chromium`.
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium';
export const TEST_CHROMIUM_PATH =
  process.env.PORTICO_TEST_CHROMIUM ?? '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
