#!/usr/bin/env node
/**
 * The secure site as a service:
 *
 *   node test/stack/secure-site/cli.mjs [--port N] [--chain 31337=http://127.0.0.1:8545 …]
 *                                       [--oidc http://127.0.0.1:8594] [--exit-with-stdin]
 *                                       [--farcaster http://127.0.0.1:8595 [--farcaster-rpc URL]]
 *
 * `--oidc` is the origin of the OIDC providers (test/stack/oidc/cli.mjs): the issuers are
 * `<origin>/<name>` for the six social names (apple with COOP); without it social login
 * answers 'Social login is not configured'. Those providers must accept this site's
 * `/oauth/callback` (both loopback names) as redirect URIs (`--redirect-uri`).
 * `--farcaster` is the Farcaster relay's origin (test/stack/farcaster/cli.mjs); `custodyOf` is
 * read on `--farcaster-rpc`, by default the first `--chain`'s RPC URL (the chain the relay
 * wrote its registry to). Without it GET_FARCASTER_URI answers 'Farcaster is not configured'.
 * Prints one JSON line once ready: `{"url":…(the origin),"origin":…,"aliasOrigin":…,
 * "frameUrl":…/frame.html,"mailUrl":…/mail (the inbox, for a person),"controlUrl":…}`.
 * In a terminal it also says, on stderr, where the frame and the inbox are.
 */
import { parseArgs } from 'node:util';
import { parseChainFlag } from '../api/cli.mjs';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { SOCIAL_PROVIDERS, startSecureSite } from './startSecureSite.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      chain: { type: 'string', multiple: true, default: [] },
      oidc: { type: 'string' },
      farcaster: { type: 'string' },
      'farcaster-rpc': { type: 'string' },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const chains = values.chain.map(parseChainFlag);
  const farcasterRpc = values['farcaster-rpc'] ?? chains[0]?.rpcUrl;
  if (values.farcaster && !farcasterRpc)
    throw new Error('--farcaster needs --farcaster-rpc or a --chain (where custodyOf is read)');
  const site = await startSecureSite({
    port: parsePort(values.port),
    chains,
    farcaster: values.farcaster
      ? { relayUrl: new URL(values.farcaster).origin, rpcUrl: farcasterRpc }
      : undefined,
    oidc: values.oidc
      ? {
          issuers: Object.fromEntries(
            SOCIAL_PROVIDERS.map((name) => [
              name,
              `${new URL(String(values.oidc)).origin}/${name}`,
            ]),
          ),
        }
      : undefined,
  });
  serveUntilStopped(site, {
    exitWithStdin: values['exit-with-stdin'],
    description: {
      url: site.url,
      origin: site.origin,
      aliasOrigin: site.aliasOrigin,
      frameUrl: site.frameUrl,
      mailUrl: site.mailUrl,
      controlUrl: site.controlUrl,
    },
  });
  if (process.stdout.isTTY)
    console.error(
      `Secure site: frame ${site.frameUrl}\n  mails (codes and device links): ${site.mailUrl} (JSON: ${site.controlUrl}/mail)`,
    );
}

runIfMain(import.meta.url, main);
