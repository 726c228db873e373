import { createSelector } from '@reduxjs/toolkit';
import { parseCaipAddress } from '../../adapter/caip';
import type { AdapterCapabilities } from '../../adapter/ChainAdapter';
import type { PorticoState } from '../PorticoState';
import type { ConnectionStatus } from './types';

export const selectActiveNamespace = (state: PorticoState) => state.connections.activeNamespace;

export const selectActiveConnection = (state: PorticoState) => {
  const namespace = state.connections.activeNamespace;
  return namespace ? (state.connections.byNamespace[namespace] ?? null) : null;
};

/** The active CAIP-10 address, or null when nothing is connected. */
export const selectActiveCaipAddress = (state: PorticoState) =>
  selectActiveConnection(state)?.caipAddress ?? null;

/** The plain address (third CAIP-10 part) of the active account. */
export const selectActiveAddress = (state: PorticoState) => {
  const caipAddress = selectActiveCaipAddress(state);
  return caipAddress ? parseCaipAddress(caipAddress).address : null;
};

/**
 * The active account's status. Before any account is active (the first connect, the startup
 * reconnect) it is `connecting` while some namespace is, so hosts can show that they wait.
 */
export const selectConnectionStatus = (state: PorticoState): ConnectionStatus => {
  const active = selectActiveConnection(state);
  if (active) return active.status;
  const pending = Object.values(state.connections.byNamespace).some(
    (connection) => connection?.status === 'connecting',
  );
  return pending ? 'connecting' : 'disconnected';
};

/** The connect attempt the ConnectingExternal view shows, with its connector when listed. */
export const selectConnectAttempt = createSelector(
  [
    (state: PorticoState) => state.connections.attempt,
    (state: PorticoState) => state.connectors.list,
  ],
  (attempt, connectors) =>
    attempt
      ? { ...attempt, connector: connectors.find((c) => c.id === attempt.connectorId) ?? null }
      : null,
);

const NO_CAPABILITIES: Partial<AdapterCapabilities> = {};

/**
 * What the active account's chain adapter can do (capabilities decide behaviour, never a
 * namespace name); none while nothing is connected.
 */
export const selectActiveCapabilities = (state: PorticoState): Partial<AdapterCapabilities> =>
  selectActiveConnection(state)?.capabilities ?? NO_CAPABILITIES;
