import { createSelector } from '@reduxjs/toolkit';
import type { CaipNetwork, CaipNetworkId } from '../../adapter/CaipNetwork';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';

/** A network as the views see it: configured ones are supported, placeholders are not. */
export type NetworkView = CaipNetwork & { supported: boolean };

const selectConfigured = (state: PorticoState) => state.options.networks;

/** The configured network with this id, or null (placeholders are not configured). */
export const selectConfiguredNetwork = (state: PorticoState, caipNetworkId: string) =>
  state.options.networks.find((n) => n.caipNetworkId === caipNetworkId) ?? null;
/**
 * The active namespace: the active connection's while one is connected (a disconnect hands
 * over to another connected namespace, whose network is then the active one), else the
 * network the app chose.
 */
const selectActiveChain = (state: PorticoState) =>
  state.connections.activeNamespace ?? state.networks.activeChain;
const selectActiveIds = (state: PorticoState) => state.networks.activeByNamespace;

/** A chain the app did not configure becomes a placeholder marked unsupported. */
function placeholderNetwork(caipNetworkId: CaipNetworkId, namespace: ChainNamespace): NetworkView {
  const reference = caipNetworkId.split(':')[1] ?? '';
  return {
    id: /^\d+$/.test(reference) ? Number(reference) : reference,
    name: caipNetworkId,
    chainNamespace: namespace,
    caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    supported: false,
  };
}

export const selectNetworks = createSelector([selectConfigured], (networks): NetworkView[] =>
  networks.map((n) => ({ ...n, supported: true })),
);

export const selectActiveNetwork = createSelector(
  [selectNetworks, selectActiveChain, selectActiveIds],
  (networks, namespace, ids): NetworkView | null => {
    const id = ids[namespace];
    if (!id) return null;
    return networks.find((n) => n.caipNetworkId === id) ?? placeholderNetwork(id, namespace);
  },
);

/** The configured networks of the active namespace (what Networks and UnsupportedChain list). */
export const selectActiveChainNetworks = createSelector(
  [selectNetworks, selectActiveChain],
  (networks, namespace) => networks.filter((n) => n.chainNamespace === namespace),
);

export const selectNetworkSwitch = (state: PorticoState) => state.networks.switch;

/** The network a namespace is on, for its adapter; a placeholder falls back to a configured one. */
export function selectConnectNetwork(
  state: PorticoState,
  namespace: ChainNamespace,
): CaipNetwork | null {
  const networks = state.options.networks.filter((n) => n.chainNamespace === namespace);
  const id = state.networks.activeByNamespace[namespace];
  return networks.find((n) => n.caipNetworkId === id) ?? networks[0] ?? null;
}
