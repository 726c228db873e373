import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { SocialProvider } from '../../config/defaults';
import type { PorticoState } from '../PorticoState';
import { selectAuthIdentity } from '../authWallet/authWalletSelectors';
import { safeImageUrl } from '../../adapter/isSafeImageUrl';

/** One connected wallet as ProfileWallets lists it. */
interface ProfileWallet {
  namespace: ChainNamespace;
  connectorId: string;
  name: string;
  icon: string | null;
  /** Its account (last seen), or null when an older record has none. */
  address: string | null;
  /** The wallet whose account the namespace shows now. */
  current: boolean;
  /**
   * The embedded wallet's login: how the user signed in (`email` or
   * the social provider) and as whom. Null for any other wallet.
   */
  login: { method: SocialProvider | 'email'; identity: string | null } | null;
}

/**
 * Every wallet still connected, per namespace, the current one first, then the most recently
 * used (remembered connections that are connected or active).
 */
export const selectProfileWallets = createSelector(
  [
    (state: PorticoState) => state.connections.stored,
    (state: PorticoState) => state.connections.byNamespace,
    (state: PorticoState) => state.connectors.list,
    (state: PorticoState) => state.networks.activeByNamespace,
    (state: PorticoState) => state.options.networks,
    selectAuthIdentity,
  ],
  (stored, byNamespace, connectors, activeIds, networks, auth) => {
    const groups = new Map<ChainNamespace, ProfileWallet[]>();
    const live = stored
      .filter((entry) => entry.status !== 'disconnected')
      .sort((a, b) => b.lastUsed - a.lastUsed);
    for (const entry of live) {
      const connection = byNamespace[entry.namespace];
      const current =
        connection?.status === 'connected' && connection.connectorId === entry.connectorId;
      const caipAddress = current ? connection.caipAddress : entry.caipAddress;
      const connector = connectors.find((c) => c.id === entry.connectorId);
      const wallet: ProfileWallet = {
        namespace: entry.namespace,
        connectorId: entry.connectorId,
        name: connector?.name ?? entry.connectorId,
        icon: safeImageUrl(connector?.imageUrl),
        address: caipAddress ? parseCaipAddress(caipAddress).address : null,
        current,
        login:
          entry.kind === 'auth'
            ? auth.socialProvider
              ? {
                  method: auth.socialProvider as SocialProvider,
                  identity: auth.userName ?? auth.email,
                }
              : { method: 'email', identity: auth.email }
            : null,
      };
      const list = groups.get(entry.namespace) ?? [];
      list.push(wallet);
      groups.set(entry.namespace, list);
    }
    // A group is named after its namespace's network (the active one, else the first configured).
    const networkName = (namespace: ChainNamespace) =>
      (
        networks.find((n) => n.caipNetworkId === activeIds[namespace]) ??
        networks.find((n) => n.chainNamespace === namespace)
      )?.name ?? namespace;
    return [...groups].map(([namespace, wallets]) => ({
      namespace,
      networkName: networkName(namespace),
      wallets: [...wallets].sort((a, b) => Number(b.current) - Number(a.current)),
    }));
  },
);
