#!/usr/bin/env node
/**
 * The social logins' OpenID Connect providers as a service:
 *
 *   node test/stack/oidc/cli.mjs [--port N] [--redirect-uri http://127.0.0.1:8593/oauth/callback …]
 *                               [--coop-provider apple|none|<name>] [--exit-with-stdin]
 *
 * `--redirect-uri` (repeatable) is what the client `portico-secure-site` may redirect to
 * (without any, authorization requests are refused as from an unknown client). Prints one JSON
 * line once ready: `{"url":…(the origin),"issuers":{"google":…/google,…},"controlUrl":…,
 * "clientId":"portico-secure-site","coopProvider":"apple"}`.
 */
import { parseArgs } from 'node:util';
import { parsePort, runIfMain, serveUntilStopped } from '../serviceCli.mjs';
import { startOidcProviders } from './startOidcProviders.mjs';

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'redirect-uri': { type: 'string', multiple: true, default: [] },
      'coop-provider': { type: 'string', default: 'apple' },
      'exit-with-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const coop = values['coop-provider'];
  const oidc = await startOidcProviders({
    port: parsePort(values.port),
    redirectUris: values['redirect-uri'],
    coopProvider:
      coop === 'none'
        ? null
        : /** @type {import('./startOidcProviders.mjs').SocialProvider} */ (coop),
  });
  serveUntilStopped(oidc, {
    exitWithStdin: values['exit-with-stdin'],
    description: {
      url: oidc.url,
      issuers: oidc.issuers,
      controlUrl: oidc.controlUrl,
      clientId: oidc.clientId,
      coopProvider: oidc.coopProvider,
    },
  });
  if (process.stdout.isTTY)
    console.error(`OIDC providers: ${Object.values(oidc.issuers).join(', ')}`);
}

runIfMain(import.meta.url, main);
