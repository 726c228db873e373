// Debian's Chromium and the flags that keep it quiet and offline (notes/offline-stack.md).
// Shared by the e2e suite and the bench.
export const CHROMIUM_PATH = process.env.PORTICO_CHROMIUM ?? '/usr/bin/chromium';
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
