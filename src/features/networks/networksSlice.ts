import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { CaipNetworkId } from '../../adapter/CaipNetwork';
import type { ResolvedOptions } from '../../config/resolveConfig';
import { accountConnected, chainChanged } from '../connections/connectionsSlice';
import type { ErrorInfo } from '../errors/ErrorInfo';
import { networkActivated } from './networkEvents';
import type { StateOf } from '../PorticoState';

/** The network switch the SwitchNetwork and SwitchActiveChain views show. */
type NetworkSwitch =
  | { status: 'idle' }
  /** SwitchActiveChain: the target is in a namespace the user has no account in yet. */
  | { status: 'confirming'; target: CaipNetworkId }
  | { status: 'switching'; target: CaipNetworkId }
  | { status: 'failed'; target: CaipNetworkId; error: ErrorInfo };

interface NetworksState {
  /** The namespace the modal works in. */
  activeChain: ChainNamespace;
  /**
   * CAIP-2 id of the active network per namespace. It may be one the app did not configure:
   * the wallet moved there; selectors make it a placeholder.
   */
  activeByNamespace: Partial<Record<ChainNamespace, CaipNetworkId>>;
  switch: NetworkSwitch;
}

export function initialNetworksState(options: ResolvedOptions): NetworksState {
  const activeByNamespace: NetworksState['activeByNamespace'] = {};
  for (const network of options.networks)
    activeByNamespace[network.chainNamespace] ??= network.caipNetworkId;
  activeByNamespace[options.defaultNetwork.chainNamespace] = options.defaultNetwork.caipNetworkId;
  return {
    activeChain: options.defaultNetwork.chainNamespace,
    activeByNamespace,
    switch: { status: 'idle' },
  };
}

/**
 * User or host intent: make this network active. The network saga applies the rules
 * (nothing, SwitchNetwork, SwitchActiveChain or a plain change when no wallet is connected).
 */
export const switchNetwork = createAction(
  'networks/switchRequested',
  (caipNetworkId: CaipNetworkId) => ({
    payload: { caipNetworkId },
  }),
);
export const networkSwitchRetried = createAction('networks/switchRetried');
export const networkSwitchCancelled = createAction('networks/switchCancelled');
/** SwitchActiveChain's button: go and connect a wallet in the target namespace. */
export const activeChainSwitchConfirmed = createAction('networks/activeChainSwitchConfirmed');

export const networksSlice = createSlice({
  name: 'networks',
  // Always preloaded by createPorticoStore from the options.
  initialState: null as unknown as NetworksState,
  reducers: {
    switchConfirmationShown(state, action: PayloadAction<CaipNetworkId>) {
      state.switch = { status: 'confirming', target: action.payload };
    },
    switchStarted(state, action: PayloadAction<CaipNetworkId>) {
      state.switch = { status: 'switching', target: action.payload };
    },
    switchFailed(state, action: PayloadAction<{ target: CaipNetworkId; error: ErrorInfo }>) {
      state.switch = { status: 'failed', ...action.payload };
    },
    switchFinished(state) {
      state.switch = { status: 'idle' };
    },
    /** The wallet that was on an unknown chain is gone: its namespace is back on a configured one. */
    unknownChainLeft(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; caipNetworkId: CaipNetworkId }>,
    ) {
      state.activeByNamespace[action.payload.namespace] = action.payload.caipNetworkId;
    },
  },
  extraReducers: (builder) => {
    // The wallet's chain is the truth for a connected namespace, configured or not.
    builder.addCase(networkActivated, (state, action) => {
      state.activeChain = action.payload.namespace;
      state.activeByNamespace[action.payload.namespace] = action.payload.caipNetworkId;
    });
    builder.addCase(chainChanged, (state, action) => {
      const { namespace, caipNetworkId, activate } = action.payload;
      state.activeByNamespace[namespace] = caipNetworkId;
      if (activate) state.activeChain = namespace;
    });
    builder.addCase(accountConnected, (state, action) => {
      const { namespace, caipAddress } = action.payload;
      const [ns, reference] = caipAddress.split(':');
      state.activeChain = namespace;
      state.activeByNamespace[namespace] = `${ns}:${reference}` as CaipNetworkId;
    });
  },
});

export { networkActivated };
export const {
  switchConfirmationShown,
  switchStarted,
  switchFailed,
  switchFinished,
  unknownChainLeft,
} = networksSlice.actions;

/** @internal The slice's entry in the store's state type. */
declare module '../PorticoState' {
  interface EagerState {
    networks: StateOf<typeof networksSlice>;
  }
}
