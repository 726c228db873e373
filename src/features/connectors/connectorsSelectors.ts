import { createSelector } from '@reduxjs/toolkit';
import type { PorticoState } from '../PorticoState';
import type { Connector } from './types';

const selectList = (state: PorticoState) => state.connectors.list;
const selectRecent = (state: PorticoState) => state.connectors.recent;
const selectOrder = (state: PorticoState) => state.options.features.connectorOrder;
const selectNamespaceFilter = (state: PorticoState) => state.modal.namespace;

/** The first connector that pairs over WalletConnect, or null when none is configured. */
export const selectFirstPairingConnectorId = (state: PorticoState): string | null =>
  state.connectors.list.find((c) => c.kind === 'pairing')?.id ?? null;

/** The embedded wallet's connector when one is registered (email login is offered), or null. */
export const selectAuthConnector = (state: PorticoState) =>
  state.connectors.list.find((c) => c.kind === 'auth') ?? null;

/** The connector with this id, or null. */
export const selectConnector = (state: PorticoState, id: string | null | undefined) =>
  (id ? state.connectors.list.find((c) => c.id === id) : undefined) ?? null;

interface ConnectorListEntry extends Connector {
  recent: boolean;
}

/**
 * Connectors in the configured group order. Recent ones form their own group
 * wherever `recent` stands in the order, and are not listed twice. The Safe that frames the
 * page (connector id `SAFE_CONNECTOR_ID`, written out here: this is on the startup path)
 * comes before all of them.
 */
export const selectOrderedConnectors = createSelector(
  [selectList, selectRecent, selectOrder, selectNamespaceFilter],
  (list, recentWallets, order, namespace): ConnectorListEntry[] => {
    // The embedded wallet is offered by the Connect view's email field, not as a wallet.
    const visible = list.filter(
      (c) => c.kind !== 'auth' && (!namespace || c.namespaces.includes(namespace)),
    );
    const recent = recentWallets
      .map(({ id }) => visible.find((c) => c.id === id))
      .filter((c): c is Connector => c !== undefined);
    const result: ConnectorListEntry[] = [];
    for (const group of order) {
      if (group === 'recent') {
        result.push(...recent.map((c) => ({ ...c, recent: true })));
      } else {
        for (const c of visible) {
          if (c.group === group && !recent.includes(c)) result.push({ ...c, recent: false });
        }
      }
    }
    return result.sort((a, b) => +(b.id === 'safe') - +(a.id === 'safe'));
  },
);
