import {
  createDefaultSiwx,
  embeddedWallet,
  pairing,
  type CaipNetwork,
  type ChainNamespace,
  type WalletModalConfig,
} from 'portico';
import { eip155Adapter, eip155SignIn } from 'portico/adapters/eip155';
import { universalAdapter } from 'portico/adapters/universal';
import { localChain, localChain2 } from '../stack/chain/localChains';
import { readDemoFeatures } from './demoFeatures';
import type { DemoEvm } from './evmDemo';
import type { DemoChain } from './DemoChain';

export { localChain, localChain2 };

export interface DemoSettings {
  config: WalletModalConfig;
  embedded: boolean;
}

/**
 * The config is fixed when the modal is created, so the demo chooses it from the query string
 * at startup: `?theme=dark|light`, `?locale=ar`, `?embedded=1`, `?accent=<css colour>` (a theme
 * variable, which the modal writes through CSSOM: the strict CSP must not block it),
 * `?siwx=required|optional` (sign in with the wallet after connecting, sessions kept locally).
 * `networks` are the local chains with the RPC URLs the server reported (see stack.ts); with
 * a `relayUrl` (the local WalletConnect relay) a pairing source lists WalletConnect beside the
 * browser wallets.
 * With an `apiUrl` (the local product-API stand-in) the modal uses the product API: identity,
 * token balances, remote project configuration, analytics. With a `secureSiteUrl` (the local
 * secure-site stand-in) the embedded wallet's source is registered: email login is offered. `?projectId=<id>` replaces the
 * project id (tests isolate their analytics by it), and `?features=swaps:1,…` and
 * `?analytics=0` set host feature flags (see demoFeatures.ts). With `chains` (`?solana=1` and a
 * local Solana cluster, solanaDemo.ts; `?bitcoin=1` and the local Bitcoin chain, bitcoinDemo.ts)
 * each one's adapter and local network join: one
 * modal across two namespaces, WalletConnect proposing both, sign-in on both. Swap is offered
 * on the local EVM chains (the API stand-in runs an AMM on each); `?swapChains=31337` narrows it.
 * `evm` (`?adapter=wagmi|ethers5`, evmDemo.ts) replaces the eip155 adapter and its sign-in.
 * With a `safeAppUrl` (the local Safe stand-in's parent page) its host is a Safe app host.
 */
export function readDemoSettings(
  search: string,
  networks: CaipNetwork[] = [localChain, localChain2],
  relayUrl?: string,
  apiUrl?: string,
  secureSiteUrl?: string,
  chains: readonly DemoChain[] = [],
  evm?: DemoEvm,
  safeAppUrl?: string,
): DemoSettings {
  const params = new URLSearchParams(search);
  const theme = params.get('theme');
  const locale = params.get('locale');
  const accent = params.get('accent');
  const embedded = params.get('embedded') === '1';
  const siwx = params.get('siwx');
  // `?accountType=eoa`: the embedded wallet starts with its EOA (default: a smart account
  // where the secure site has them).
  const accountType = params.get('accountType');
  const features = readDemoFeatures(params);
  // One WalletConnect source for the namespaces that pair: one pairing, one session across them.
  const paired: ChainNamespace[] = [
    ...(evm?.pairs === false ? [] : ['eip155' as const]),
    ...chains.filter((chain) => chain.pairs).map((chain) => chain.network.chainNamespace),
  ];
  // `?email=0` leaves the embedded wallet out (a host without a secure site).
  const email = secureSiteUrl && params.get('email') !== '0';
  const config: WalletModalConfig = {
    projectId: params.get('projectId') || 'portico-demo',
    networks: [...networks, ...chains.map((chain) => chain.network)],
    adapters: [evm ? evm.adapter() : eip155Adapter(), ...chains.map((chain) => chain.adapter())],
    sources: [
      ...(relayUrl && paired.length > 0
        ? [pairing(universalAdapter({ relayUrl }), { namespaces: paired })]
        : []),
      ...(email ? [embeddedWallet({ secureSiteUrl })] : []),
    ],
    metadata: {
      name: 'Portico demo',
      description: 'The Portico wallet modal on a local stack',
      url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
      icons: [],
    },
    embedded,
    // `?prefetch=0`: the first open's code waits for the click (e2e and bench compare both).
    ...(params.get('prefetch') === '0' ? { prefetch: false } : {}),
    ...(apiUrl ? { apiUrl } : {}),
    extraSwapNetworks: (params.get('swapChains')?.split(',') ?? networks.map((n) => `${n.id}`))
      .filter((id) => /^\d+$/.test(id))
      .map((id) => `eip155:${id}`),
    ...(Object.keys(features).length > 0 ? { features } : {}),
    // The consent checkbox links to the demo's own pages (features.legalCheckbox needs one).
    ...(features.legalCheckbox && typeof window !== 'undefined'
      ? {
          termsConditionsUrl: `${window.location.origin}/terms.html`,
          privacyPolicyUrl: `${window.location.origin}/privacy.html`,
        }
      : {}),
    // Framed by the local Safe stand-in's page, the Safe connector shows (besides the public app).
    ...(safeAppUrl ? { safeAppHosts: ['app.safe.global', new URL(safeAppUrl).host] } : {}),
    ...(accountType === 'eoa' || accountType === 'smartAccount'
      ? { defaultAccountTypes: { eip155: accountType } }
      : {}),
    ...(theme === 'dark' || theme === 'light' ? { themeMode: theme } : {}),
    ...(locale ? { locale } : {}),
    ...(accent ? { themeVariables: { accent } } : {}),
    ...(siwx === 'required' || siwx === 'optional'
      ? {
          siwx: createDefaultSiwx({
            chains: [evm?.signIn ?? eip155SignIn, ...chains.map((chain) => chain.signIn)],
            required: siwx === 'required',
            // EIP-1271 checks of smart-account signatures read the local chain.
            rpcUrlFor: (chainId) =>
              [...networks, ...chains.map((chain) => chain.network)].find(
                (n) => n.caipNetworkId === chainId,
              )?.rpcUrls.default.http[0],
          }),
        }
      : {}),
  };
  return { config, embedded };
}
