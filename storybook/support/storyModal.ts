import { localChain } from '../../test/stack/chain/localChains';
import {
  createWalletModal,
  type ChainNamespace,
  type CreateWalletModalOptions,
  type View,
  type WalletModal,
  type WalletModalConfig,
  createMemoryStorage,
  embeddedWallet,
} from '../../src/index';
import type { Connector } from '../../src/features/connectors/types';
import type { PorticoState } from '../../src/features/PorticoState';
import { lazySlices } from './lazySlices';
import { quietAdapter } from './quietAdapter';

/** Store state a story starts from: any slice but `options`, which comes from the config. */
export type StoryState = NonNullable<CreateWalletModalOptions['preloadedState']>;

/**
 * What a story may set on top of the base config (the base supplies the required fields). A
 * story's args are JSON, where a source cannot go: `secureSiteUrl` stands for the embedded
 * wallet's source, registered with an eip155 adapter that announces nothing.
 */
export type StoryConfig = Partial<WalletModalConfig> & { secureSiteUrl?: string };

export { localChain };

export const BASE_CONFIG = {
  projectId: 'storybook',
  networks: [localChain],
} satisfies WalletModalConfig;

/**
 * Builds a modal instance for a story: base config, then toolbar values, then the story's own
 * config (the later wins). Throws `ConfigError` like the real thing when the result is invalid.
 */
export function createStoryModal(
  config: StoryConfig = {},
  preloadedState: StoryState = {},
  toolbar: StoryConfig = {},
): WalletModal {
  const { secureSiteUrl, ...merged } = { ...BASE_CONFIG, ...toolbar, ...config };
  // Memory storage: a story must neither read nor leave records in the browser's localStorage.
  return createWalletModal(
    {
      ...merged,
      ...(secureSiteUrl && {
        adapters: [quietAdapter('eip155')],
        sources: [embeddedWallet({ secureSiteUrl })],
      }),
    },
    {
      preloadedState,
      slices: lazySlices(),
      storage: createMemoryStorage(),
      // A story never reaches a network: a product-API request stays pending, so a loading
      // state stays as the story set it.
      api: { fetch: () => new Promise<Response>(() => undefined), timeoutMs: 24 * 3_600_000 },
    },
  );
}

export interface OpenState {
  /** The view on top of the router stack. Default `Connect`. */
  view?: View;
  /** Restricts the Connect view to one namespace. Default none. */
  namespace?: ChainNamespace | null;
  /** Shows the blocking spinner instead of the view. Default false. */
  loading?: boolean;
  /** Plays the error shake. Default false. */
  shaking?: boolean;
}

/** The `modal` and `router` slices of an open modal, as the modal saga would leave them. */
export function openModalState({
  view = 'Connect',
  namespace = null,
  loading = false,
  shaking = false,
}: OpenState = {}): Pick<PorticoState, 'modal' | 'router'> {
  return {
    modal: { status: 'open', loading, shaking, embedded: false, namespace },
    router: { history: [view] },
  };
}

/** A small offline wallet logo, so one row shows the image path rather than the fallback. */
const LOGO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#f76707"/><path d="M8 22l8-12 8 12z" fill="#fff"/></svg>',
  );

/** Connectors across two namespaces: one installed, one recent, one WalletConnect. */
export const sampleConnectors: Connector[] = [
  {
    id: 'walletConnect',
    name: 'WalletConnect',
    namespaces: ['eip155'],
    kind: 'pairing',
    group: 'walletConnect',
    installed: false,
  },
  {
    id: 'io.metamask',
    name: 'MetaMask',
    namespaces: ['eip155'],
    kind: 'injected',
    group: 'injected',
    rdns: 'io.metamask',
    imageUrl: LOGO,
    installed: true,
  },
  {
    id: 'app.phantom',
    name: 'Phantom',
    namespaces: ['solana'],
    kind: 'injected',
    group: 'injected',
    installed: true,
  },
  {
    id: 'com.coinbase.wallet',
    name: 'Coinbase Wallet',
    namespaces: ['eip155'],
    kind: 'injected',
    group: 'external',
    installed: false,
  },
];

/** The `connectors` slice with the sample list; Coinbase Wallet was used last. */
export const connectorsState: Pick<PorticoState, 'connectors'> = {
  connectors: {
    list: sampleConnectors,
    recent: [{ id: 'com.coinbase.wallet', namespaces: ['eip155'] }],
  },
};
