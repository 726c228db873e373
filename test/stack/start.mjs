#!/usr/bin/env node
/**
 * `npm start`: builds the demo (skip with --no-build), starts the local chains and serves the
 * demo on 127.0.0.1 under a strict CSP.
 *
 *   --port N          the demo's port (0 picks a free one); else $PORT, else 5173.
 *   --anvil-ports A,B the two local chains' ports (0 picks a free one); else $PORTICO_ANVIL_PORTS.
 *                     Given ports are required; by default 8545 and 8546, each falling back to a
 *                     free port (with a warning) when taken.
 *   --no-chain        serve the demo without the chains.
 *   --relay-port N    the local WalletConnect relay's port (0 = free); else $PORTICO_RELAY_PORT,
 *                     else 8590 falling back to a free port when taken.
 *   --wallet-port N   the local peer wallet's page and control API; else $PORTICO_WALLET_PORT,
 *                     else 8591 with the same fallback.
 *   --no-walletconnect  serve the demo without the relay and the peer wallet.
 *   --api-port N      the product-API stand-in's port (0 = free); else $PORTICO_API_PORT, else
 *                     8592 falling back to a free port when taken. It starts after the chains
 *                     (it deploys the PUSD, PTK and BRK tokens and the NFT collections to
 *                     them and reads them).
 *
 *   --oidc-port N     the social logins' OpenID Connect providers (google, github, apple,
 *                     facebook, x, discord under /<name>); else $PORTICO_OIDC_PORT, else 8594
 *                     falling back to a free port when taken. They start before the secure site
 *                     (it needs their issuer URLs); the secure site's /oauth/callback on both
 *                     loopback names is registered as the redirect URI once it listens.
 *   --secure-site-port N  the embedded wallet's secure-site stand-in (frame page, backend, mail
 *                     inbox); else $PORTICO_SECURE_SITE_PORT, else 8593 falling back to a free
 *                     port when taken. It starts after the chains (its wallets send to them).
 *   --farcaster-port N  the Farcaster sign-in relay and its "Farcaster app" approval pages
 *                     (test/stack/farcaster/); else $PORTICO_FARCASTER_PORT, else 8595 falling
 *                     back to a free port when taken. It starts after the chains (it writes its
 *                     IdRegistry look-alike to the first one) and before the secure site (which
 *                     opens channels on it and reads custodyOf on that chain). Not with --no-chain.
 *   --solana-port N   the local Solana cluster (the Solana VM behind JSON-RPC and WebSocket,
 *                     test/stack/solana/); else $PORTICO_SOLANA_PORT, else 8899 falling back to a
 *                     free port when taken. It starts beside the chains; the product API (SOL and
 *                     token balances) and the peer wallet (Solana requests) use it.
 *   --no-solana       serve the demo without the Solana cluster.
 *   --bitcoin-port N  the local Bitcoin regtest chain behind an Esplora-style API
 *                     (test/stack/bitcoin/); else $PORTICO_BITCOIN_PORT, else 3002 falling back
 *                     to a free port when taken. Listed in /__stack.json as `bitcoin`; the
 *                     demo's `?bitcoin=1` connects to it, and the product API reads BTC
 *                     balances from it (the API starts once it is up).
 *   --no-bitcoin      serve the demo without the Bitcoin chain.
 *   --polkadot-port N the local Polkadot chain: chopsticks running the real Asset Hub Rococo
 *                     runtime offline from the genesis in @substrate/connect-known-chains
 *                     (test/stack/polkadot/); else $PORTICO_POLKADOT_PORT, else 9944 falling back
 *                     to a free port when taken. Listed in /__stack.json as `polkadot`; the
 *                     demo's `?polkadot=1` connects to it.
 *   --no-polkadot     serve the demo without the Polkadot chain.
 *   --cosmos-port N   the local Cosmos chain stand-in (CometBFT JSON-RPC, test/stack/cosmos/);
 *                     else $PORTICO_COSMOS_PORT, else 26657 falling back to a free port when
 *                     taken. Listed in /__stack.json as `cosmos`; the demo's `?cosmos=1` uses it.
 *   --no-cosmos       serve the demo without the Cosmos chain.
 *   --bundler-port N  the ERC-4337 bundler (Alto, test/stack/aa/) on the first chain, where the
 *                     EntryPoint v0.8 and the smart-account factory are deployed at start; else
 *                     $PORTICO_BUNDLER_PORT, else a free port. The product API's /v1/bundler and
 *                     the secure site's smart accounts use it. Not with --no-chain.
 *   --safe-port N     the Safe web app's stand-in (test/stack/safe/): a Safe (2 of 2 owners) on
 *                     the first chain and a parent page on http://localhost:N that frames the
 *                     demo and answers the Safe Apps protocol; else $PORTICO_SAFE_PORT, else 8596
 *                     falling back to a free port when taken. Not with --no-chain.
 *
 * The peer wallet starts after the chains (it sends to them) and the relay (it pairs through it).
 * The page learns the chains' RPC URLs, the API URL, the relay URL and the wallet page URL from `<meta name="portico-stack">`, which the server adds
 * to every HTML page (also served at /__stack.json), so any port works under the strict CSP.
 * Ctrl+C (SIGINT), SIGTERM, or a failed start stops everything that was started.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { deployAccountAbstraction } from './aa/deployAccountAbstraction.mjs';
import { startBundler } from './aa/startBundler.mjs';
import { claimPort } from './claimPort.mjs';
import { startOnPort } from './startOnPort.mjs';
import { startApiStandIn } from './api/startApiStandIn.mjs';
import { startOidcProviders } from './oidc/startOidcProviders.mjs';
import { startSecureSite } from './secure-site/startSecureSite.mjs';
import { startFarcasterRelay } from './farcaster/startFarcasterRelay.mjs';
import { buildDemo, demoDist, isDemoBuilt } from './buildDemo.mjs';
import { LOCAL_CHAIN_SPECS, parsePorts, startLocalChains } from './chain/startLocalChains.mjs';
import { startStaticServer } from './staticServer.mjs';
import { startWalletConnect } from './walletconnect/startWalletConnect.mjs';
import { DEFAULT_SOLANA_RPC_PORT, startSolanaRpc } from './solana/startSolanaRpc.mjs';
import { DEFAULT_BITCOIN_PORT, startBitcoinStandIn } from './bitcoin/startBitcoinStandIn.mjs';
import { DEFAULT_POLKADOT_PORT, startPolkadotChain } from './polkadot/startPolkadotChain.mjs';
import { DEFAULT_COSMOS_PORT, startCosmosStandIn } from './cosmos/startCosmosStandIn.mjs';
import { startSafeStandIn } from './safe/startSafeStandIn.mjs';
import { errorMessage } from './errorMessage.mjs';

const { values } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'no-chain': { type: 'boolean', default: false },
    port: { type: 'string' },
    'anvil-ports': { type: 'string' },
    'relay-port': { type: 'string' },
    'wallet-port': { type: 'string' },
    'api-port': { type: 'string' },
    'secure-site-port': { type: 'string' },
    'oidc-port': { type: 'string' },
    'farcaster-port': { type: 'string' },
    'bundler-port': { type: 'string' },
    'solana-port': { type: 'string' },
    'no-solana': { type: 'boolean', default: false },
    'bitcoin-port': { type: 'string' },
    'no-bitcoin': { type: 'boolean', default: false },
    'polkadot-port': { type: 'string' },
    'no-polkadot': { type: 'boolean', default: false },
    'cosmos-port': { type: 'string' },
    'no-cosmos': { type: 'boolean', default: false },
    'no-walletconnect': { type: 'boolean', default: false },
    'safe-port': { type: 'string' },
  },
  strict: true,
});

const port = Number(values.port ?? process.env.PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`Invalid port: ${values.port ?? process.env.PORT}`);
  process.exit(2);
}
/**
 * An optional port option: undefined when absent, else a valid port or exit 2.
 * @param {string | undefined} text
 * @param {string} name
 */
function optionalPort(text, name) {
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    console.error(`Invalid ${name}: ${text}`);
    process.exit(2);
  }
  return value;
}
const relayPort = optionalPort(
  values['relay-port'] ?? process.env.PORTICO_RELAY_PORT,
  '--relay-port',
);
const walletPort = optionalPort(
  values['wallet-port'] ?? process.env.PORTICO_WALLET_PORT,
  '--wallet-port',
);
const apiPort = optionalPort(values['api-port'] ?? process.env.PORTICO_API_PORT, '--api-port');
const secureSitePort = optionalPort(
  values['secure-site-port'] ?? process.env.PORTICO_SECURE_SITE_PORT,
  '--secure-site-port',
);
const oidcPort = optionalPort(values['oidc-port'] ?? process.env.PORTICO_OIDC_PORT, '--oidc-port');
const bundlerPort = optionalPort(
  values['bundler-port'] ?? process.env.PORTICO_BUNDLER_PORT,
  '--bundler-port',
);
const solanaPort = optionalPort(
  values['solana-port'] ?? process.env.PORTICO_SOLANA_PORT,
  '--solana-port',
);
const bitcoinPort = optionalPort(
  values['bitcoin-port'] ?? process.env.PORTICO_BITCOIN_PORT,
  '--bitcoin-port',
);
const polkadotPort = optionalPort(
  values['polkadot-port'] ?? process.env.PORTICO_POLKADOT_PORT,
  '--polkadot-port',
);
const cosmosPort = optionalPort(
  values['cosmos-port'] ?? process.env.PORTICO_COSMOS_PORT,
  '--cosmos-port',
);
const safePort = optionalPort(values['safe-port'] ?? process.env.PORTICO_SAFE_PORT, '--safe-port');
const farcasterPort = optionalPort(
  values['farcaster-port'] ?? process.env.PORTICO_FARCASTER_PORT,
  '--farcaster-port',
);

const anvilPortsText = values['anvil-ports'] ?? process.env.PORTICO_ANVIL_PORTS;
let anvilPorts;
try {
  anvilPorts = anvilPortsText ? parsePorts(anvilPortsText) : undefined;
} catch (error) {
  console.error(`Invalid --anvil-ports: ${errorMessage(error)}`);
  process.exit(2);
}

/**
 * Everything started, stopped in reverse order on exit.
 * @type {Array<{ name: string, stop: () => unknown }>}
 */
const services = [];

let stopping = false;
/** @param {number} code the exit code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const service of services.reverse()) {
    try {
      await service.stop();
    } catch (error) {
      console.error(`Stopping ${service.name} failed`, error);
    }
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGHUP', () => void shutdown(129));

/**
 * Services starting, each settled once it has started or failed.
 * @type {Promise<unknown>[]}
 */
const starting = [];
/**
 * A service starting: kept for shutdown once it has started, whatever else fails.
 * @template {{ stop: () => unknown } | null | undefined} T
 * @param {string} name
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
const track = (name, promise) => {
  const started = promise.then((service) => {
    if (service) services.push({ name, stop: service.stop });
    return service;
  });
  starting.push(started);
  // Awaited where needed; a failure meanwhile must not count as unhandled (it is, later).
  started.catch(() => undefined);
  return started;
};

try {
  if (!values['no-build']) {
    await buildDemo();
  } else if (!isDemoBuilt()) {
    console.warn(`Warning: ${demoDist}index.html is missing; run \`npm run build:demo\`.`);
  }

  /**
   * What `__stack.json` describes (the chains and the URL of each stand-in).
   * @type {{ chains: Array<{ chainId: number, name: string, rpcUrl: string }>,
   *   solana?: { caipNetworkId: string, rpcUrl: string, wsUrl: string, mint: string,
   *     controlUrl: string },
   *   bitcoin?: { caipNetworkId: string, esploraUrl: string, controlUrl: string },
   *   polkadot?: { caipNetworkId: string, wsUrl: string, genesisHash: string, symbol: string,
   *     decimals: number, ss58Prefix: number },
   *   cosmos?: { caipNetworkId: string, chainId: string, rpcUrl: string, controlUrl: string,
   *     denom: string, decimals: number, bech32Prefix: string, gasPrice: string },
   *   [service: string]: unknown }}
   */
  const stack = { chains: [] };
  // The social logins' providers need no chain (making their keys takes a second): they
  // start beside the chains.
  const oidcStart = track(
    'OIDC providers',
    startOnPort({
      name: 'OIDC providers',
      port: oidcPort,
      fallback: 8594,
      start: (port) => startOidcProviders({ port }),
    }),
  );
  const solanaStart = values['no-solana']
    ? Promise.resolve(null)
    : track(
        'Solana cluster',
        startOnPort({
          name: 'Solana cluster',
          port: solanaPort,
          fallback: DEFAULT_SOLANA_RPC_PORT,
          start: (port) => startSolanaRpc({ port }),
        }),
      );
  const bitcoinStart = values['no-bitcoin']
    ? Promise.resolve(null)
    : track(
        'Bitcoin chain',
        startOnPort({
          name: 'Bitcoin chain',
          port: bitcoinPort,
          fallback: DEFAULT_BITCOIN_PORT,
          start: (port) => startBitcoinStandIn({ port }),
        }),
      );
  const polkadotStart = values['no-polkadot']
    ? Promise.resolve(null)
    : track(
        'Polkadot chain',
        startOnPort({
          name: 'Polkadot chain',
          port: polkadotPort,
          fallback: DEFAULT_POLKADOT_PORT,
          start: (port) => startPolkadotChain({ port }),
        }),
      );
  const cosmosStart = values['no-cosmos']
    ? Promise.resolve(null)
    : track(
        'Cosmos chain',
        startOnPort({
          name: 'Cosmos chain',
          port: cosmosPort,
          fallback: DEFAULT_COSMOS_PORT,
          start: (port) => startCosmosStandIn({ port }),
        }),
      );
  if (!values['no-chain']) {
    const local = await track(
      'local chains',
      startLocalChains(anvilPorts ? { ports: anvilPorts } : {}),
    );
    stack.chains = local.chains.map(({ chainId, name, url }) => ({ chainId, name, rpcUrl: url }));
  }

  // Smart accounts on the first chain: ERC-4337's contracts, then Alto. Its port is claimed
  // first, so the services that use its URL start while it does (it takes some seconds).
  /** @type {string | undefined} */
  let smartAccountFactory;
  /** @type {string | undefined} */
  let bundlerUrl;
  /** @type {Promise<Awaited<ReturnType<typeof startBundler>> | null>} */
  let bundlerStart = Promise.resolve(null);
  if (stack.chains.length > 0) {
    const rpcUrl = stack.chains[0].rpcUrl;
    ({ factory: smartAccountFactory } = await deployAccountAbstraction({ rpcUrl }));
    const claimed = await claimPort(bundlerPort ?? 0, '0.0.0.0', 'bundler');
    bundlerUrl = `http://127.0.0.1:${claimed}`;
    bundlerStart = track('ERC-4337 bundler', startBundler({ rpcUrl, port: claimed }));
  }
  // The Safe web app's stand-in: a Safe on the first chain, its parent page on localhost.
  const safeApp =
    stack.chains.length > 0
      ? await track(
          'Safe stand-in',
          startOnPort({
            name: 'Safe stand-in',
            port: safePort,
            fallback: 8596,
            start: (port) => startSafeStandIn({ port, rpcUrl: stack.chains[0].rpcUrl }),
          }),
        )
      : null;
  if (safeApp)
    Object.assign(stack, { safeAppUrl: safeApp.url, safeControlUrl: safeApp.controlUrl });
  /** The chains, the first with the bundler's URL. */
  const chains = stack.chains.map(({ chainId, rpcUrl }, index) => ({
    chainId,
    rpcUrl,
    ...(index === 0 && bundlerUrl && { bundlerUrl }),
  }));

  const solana = await solanaStart;
  if (solana) {
    stack.solana = {
      caipNetworkId: solana.caipNetworkId,
      rpcUrl: solana.url,
      wsUrl: solana.wsUrl,
      mint: solana.mint,
      controlUrl: solana.controlUrl,
    };
  }
  const solanaCluster = solana && { caipNetworkId: solana.caipNetworkId, rpcUrl: solana.url };
  const bitcoin = await bitcoinStart;
  if (bitcoin) {
    stack.bitcoin = {
      caipNetworkId: bitcoin.caipNetworkId,
      esploraUrl: bitcoin.url,
      controlUrl: bitcoin.controlUrl,
    };
  }
  const polkadot = await polkadotStart;
  if (polkadot) {
    stack.polkadot = {
      caipNetworkId: polkadot.caipNetworkId,
      wsUrl: polkadot.url,
      genesisHash: polkadot.genesisHash,
      symbol: polkadot.symbol,
      decimals: polkadot.decimals,
      ss58Prefix: polkadot.ss58Prefix,
    };
  }
  const cosmos = await cosmosStart;
  if (cosmos) {
    stack.cosmos = {
      caipNetworkId: cosmos.caipNetworkId,
      chainId: cosmos.chainId,
      rpcUrl: cosmos.url,
      controlUrl: cosmos.controlUrl,
      denom: cosmos.denom,
      decimals: cosmos.decimals,
      bech32Prefix: cosmos.bech32Prefix,
      gasPrice: cosmos.gasPrice,
    };
  }
  // The secure site registers the smart sessions it grants with the API stand-in, and proves
  // it is the secure site with this secret (the real product shares a backend instead).
  const sessionsSecret = randomBytes(16).toString('hex');
  const apiStart = track(
    'product-API stand-in',
    startApiStandIn({
      port: apiPort,
      sessionsSecret,
      chains,
      ...(solana && {
        solana: {
          // Set whenever `solana` is.
          .../** @type {{ caipNetworkId: string, rpcUrl: string }} */ (solanaCluster),
          mint: solana.mint,
        },
      }),
      ...(bitcoin && {
        bitcoin: { caipNetworkId: bitcoin.caipNetworkId, esploraUrl: bitcoin.url },
      }),
    }),
  );
  // Sign In With Farcaster: the relay writes its IdRegistry look-alike to the first chain, where
  // the secure site reads custodyOf(fid).
  const farcasterStart =
    stack.chains.length > 0
      ? track(
          'Farcaster relay',
          startOnPort({
            name: 'Farcaster relay',
            port: farcasterPort,
            fallback: 8595,
            start: (port) => startFarcasterRelay({ port, rpcUrl: stack.chains[0].rpcUrl }),
          }),
        )
      : Promise.resolve(null);
  // Without local chains the wallet still signs; it would send to the default ports.
  const walletChains = stack.chains.length
    ? chains
    : LOCAL_CHAIN_SPECS.map(({ chainId, port: chainPort }) => ({
        chainId,
        rpcUrl: `http://127.0.0.1:${chainPort}`,
      }));
  const walletconnectStart = values['no-walletconnect']
    ? Promise.resolve(null)
    : track(
        'WalletConnect relay and peer wallet',
        startWalletConnect({
          chains: walletChains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
          relayPort,
          walletPort,
          ...(solanaCluster && { solana: solanaCluster }),
        }),
      );

  const sessionsApiUrl = apiStart.then((/** @type {{ url: string }} */ api) => api.url);
  sessionsApiUrl.catch(() => undefined); // reported by apiStart's own await
  // The secure site needs the providers' issuers and the Farcaster relay.
  const [oidc, farcaster] = await Promise.all([oidcStart, farcasterStart]);
  const secureSite = await track(
    'secure-site stand-in',
    startOnPort({
      name: 'secure site',
      port: secureSitePort,
      fallback: 8593,
      start: (port) =>
        startSecureSite({
          port,
          chains,
          smartAccountFactory,
          sessionsApi: { url: sessionsApiUrl, secret: sessionsSecret },
          oidc: { issuers: oidc.issuers },
          farcaster: farcaster
            ? { relayUrl: farcaster.url, rpcUrl: stack.chains[0].rpcUrl }
            : undefined,
        }),
    }),
  );
  oidc.setRedirectUris(secureSite.callbackUrls);
  const [api, walletconnect] = await Promise.all([apiStart, walletconnectStart, bundlerStart]);
  Object.assign(stack, {
    apiUrl: api.url,
    apiControlUrl: api.controlUrl,
    secureSiteUrl: secureSite.crossSiteFrameUrl,
    secureSiteControlUrl: secureSite.controlUrl,
    // For tests and people reading /__stack.json (the inbox, scripting the providers).
    secureSiteMailUrl: secureSite.mailUrl,
    oidcUrl: oidc.url,
    oidcControlUrl: oidc.controlUrl,
    ...(farcaster && { farcasterUrl: farcaster.url, farcasterControlUrl: farcaster.controlUrl }),
    ...(walletconnect && {
      relayUrl: walletconnect.relayUrl,
      walletUrl: walletconnect.walletUrl,
      relayControlUrl: walletconnect.relayControlUrl,
      walletControlUrl: walletconnect.walletControlUrl,
    }),
  });

  const demo = await startStaticServer({ root: demoDist, port, stack });
  services.push({ name: 'demo', stop: demo.close });
  // The demo framed as http://localhost:<port>: same site as the parent page (another origin,
  // by its port), so this Chromium, which denies storage to third-party frames, keeps the
  // demo's (a reload inside the Safe app reconnects).
  safeApp?.setAppOrigin(demo.url.replace('//127.0.0.1:', '//localhost:'));

  for (const chain of stack.chains)
    console.log(`Local chain ${chain.chainId} (${chain.name}): ${chain.rpcUrl}`);
  if (stack.solana)
    console.log(
      `Local Solana cluster (${stack.solana.caipNetworkId}): ${stack.solana.rpcUrl} (control API: ${stack.solana.controlUrl})`,
    );
  if (stack.bitcoin)
    console.log(
      `Local Bitcoin chain (${stack.bitcoin.caipNetworkId}): ${stack.bitcoin.esploraUrl} (control API: ${stack.bitcoin.controlUrl})`,
    );
  if (stack.polkadot)
    console.log(
      `Local Polkadot chain (${stack.polkadot.caipNetworkId}, chopsticks): ${stack.polkadot.wsUrl}`,
    );
  if (stack.cosmos)
    console.log(
      `Local Cosmos chain (${stack.cosmos.caipNetworkId}): ${stack.cosmos.rpcUrl} (control API: ${stack.cosmos.controlUrl})`,
    );
  console.log(`Product-API stand-in: ${stack.apiUrl} (control API: ${stack.apiControlUrl})`);
  if (bundlerUrl)
    console.log(
      `ERC-4337 bundler (Alto) on chain ${stack.chains[0].chainId}: ${bundlerUrl} (smart-account factory ${smartAccountFactory})`,
    );
  console.log(
    `Email wallet secure site: ${stack.secureSiteUrl} (mails with login codes: ${stack.secureSiteMailUrl})`,
  );
  console.log(
    `Social login providers (OpenID Connect): ${stack.oidcUrl}/{${Object.keys(oidc.issuers).join(',')}} (control API: ${stack.oidcControlUrl})`,
  );
  if (farcaster) {
    console.log(
      `Farcaster relay: ${farcaster.url} (sign-in pages: open the URL of the modal's QR code and approve as ${farcaster.users.map((/** @type {{ username: string }} */ user) => `@${user.username}`).join(' or ')}; control API: ${farcaster.controlUrl})`,
    );
  } else console.log('Farcaster relay: not started (no local chain for its IdRegistry)');
  if (stack.relayUrl) {
    console.log(
      `WalletConnect relay: ${stack.relayUrl} (fault switches: ${stack.relayControlUrl})`,
    );
    console.log(
      `Local WalletConnect wallet: ${stack.walletUrl} (control API: ${stack.walletControlUrl})`,
    );
  }
  if (safeApp)
    console.log(
      `Safe app stand-in: ${safeApp.url} (the demo inside it; Safe ${safeApp.safe}, owners need 2 of 2; proposals: ${safeApp.controlUrl}/proposals)`,
    );
  console.log(`Portico demo: ${demo.url}`);
} catch (error) {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  // Services still starting are stopped too, once they have.
  await Promise.allSettled(starting);
  await shutdown(1);
}
