import { join } from 'node:path';
import { adapterEntrySizes, minimalAppSizes } from './bundleSizes.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The host's own libraries behind each variant, measured apart from what Portico adds. */
const VENDORS = {
  wagmi:
    /node_modules\/(@wagmi|viem|ox|abitype|mipd|zustand|eventemitter3|@scure|@adraffy|isows)\//,
  ethers5:
    /node_modules\/(ethers5|@ethersproject|bn\.js|elliptic|js-sha3|hash\.js|scrypt-js|aes-js|bech32|brorand|hmac-drbg|minimalistic-[^/]+|inherits)\//,
};

/**
 * (e3) The other eip155 adapters: each entry's dist size, and what
 * `adapters: [wagmiAdapter({ config })]` or `[ethers5Adapter()]` adds to the minimal host
 * app's initial JS beside the eip155 adapter's figure, the host's wagmi/viem or ethers 5 in a
 * chunk of their own and reported apart (the host ships those whichever modal it uses).
 */
export async function measureAdapterVariants(repoRoot, { minimal, eip155 }) {
  const figures = {};
  for (const variant of ['wagmi', 'ethers5']) {
    const entry = adapterEntrySizes(repoRoot, `adapters/${variant}.js`);
    const app = await minimalAppSizes(
      repoRoot,
      join(repoRoot, `.tmp/bench-minimal-${variant}`),
      `test/bench/minimal-app-${variant}.tsx`,
      { vendor: VENDORS[variant] },
    );
    const portico = app.initial.gzip - app.vendor.gzip;
    figures[variant] = {
      entry: entry && { gzip: entry.entry.gzip, addedToCore: entry.addedToCore.gzip },
      initialGzip: app.initial.gzip,
      vendorGzip: app.vendor.gzip,
      vendorInInitial: app.vendor.inInitial,
      addsOverMinimal: portico - minimal,
      comparedWithEip155: portico - eip155,
    };
    const name = variant === 'wagmi' ? 'wagmiAdapter({ config })' : 'ethers5Adapter()';
    const library = variant === 'wagmi' ? 'wagmi + viem' : 'ethers 5';
    console.log(
      `  dist/adapters/${variant}.js: ${entry ? `gzip ${kb(entry.entry.gzip)}; added to an app importing portico gzip ${kb(entry.addedToCore.gzip)}` : 'missing (skipped)'}`,
    );
    console.log(
      `  minimal host app + [${name}]: initial JS gzip ${kb(app.initial.gzip)}, of which ${library} ${kb(app.vendor.gzip)}; Portico and the adapter ${kb(portico)} (+${kb(portico - minimal)} over the minimal app, ${portico >= eip155 ? '+' : ''}${kb(portico - eip155)} against eip155Adapter())`,
    );
  }
  return figures;
}
