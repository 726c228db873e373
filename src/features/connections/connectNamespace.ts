import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { PorticoState } from '../PorticoState';
import type { Connector } from '../connectors/types';

/**
 * The namespace a connect through `connector` is for: the one the modal was opened for, else
 * the app's active one, else the connector's first; always one the connector serves. Its
 * adapter runs the connect (a pairing session then also covers the connector's other ones).
 */
export function connectNamespace(state: PorticoState, connector: Connector): ChainNamespace | null {
  const { namespaces } = connector;
  const wanted = [state.modal.namespace, state.networks.activeChain];
  return (
    wanted.find((ns): ns is ChainNamespace => !!ns && namespaces.includes(ns)) ??
    namespaces[0] ??
    null
  );
}
