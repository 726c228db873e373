/**
 * What must hold after every step of a generated session, and once it has settled. Each check
 * returns the broken rule's description (so a failure says what broke), or null.
 */
import type { View } from '../../src/features/router/types';
import type { FlagName, PropertyRun } from './createPropertyRun';

/** The feature flag each flag-gated view belongs to. */
const VIEW_FLAG: Partial<Record<View, FlagName>> = {
  Send: 'send',
  SendPreview: 'send',
  Receive: 'receive',
  Swap: 'swaps',
  SwapPreview: 'swaps',
  SwapSelectToken: 'swaps',
  OnrampProviders: 'onramp',
  OnrampTokenSelect: 'onramp',
  OnrampFiatSelect: 'onramp',
  OnrampBuy: 'onramp',
  OnrampInProgress: 'onramp',
  Transactions: 'activity',
  AllWallets: 'allWallets',
  EmailLogin: 'email',
  UpdateEmailWallet: 'email',
};

const CAIP10 = /^eip155:(\d+):(0x[0-9a-fA-F]{40})$/;

/** Checked after every step. */
export function stepViolation(run: PropertyRun, flags: Record<FlagName, boolean>): string | null {
  const state = run.state();
  for (const [namespace, connection] of Object.entries(state.connections.byNamespace)) {
    if (connection?.status !== 'connected') continue;
    // Never half-connected: an account, the wallet it came from, and the network it is on.
    const match = CAIP10.exec(connection.caipAddress ?? '');
    if (!match) return `${namespace} connected without an account (${connection.caipAddress})`;
    const [, chainId, address = ''] = match;
    if (!connection.connectorId) return `${namespace} connected without a connector`;
    if (!connection.addresses.includes(address))
      return `${namespace} account ${address} is not among its addresses`;
    const active = state.networks.activeByNamespace[namespace as 'eip155'];
    if (active !== `eip155:${chainId}`)
      return `${namespace} connected on eip155:${chainId} but its active network is ${active}`;
  }
  if (state.modal.status === 'open') {
    const { history } = state.router;
    if (history.length === 0) return 'the router history is empty while open';
    const off = history.find((view) => VIEW_FLAG[view] && !flags[VIEW_FLAG[view]]);
    if (off) return `${off} is in the history while features.${VIEW_FLAG[off]} is off`;
  }
  const seqs = run.events.map((event) => event.seq);
  if (seqs.some((seq, index) => seq !== index + 1))
    return `events are not numbered 1..n without gaps: ${seqs.join(',')}`;
  return null;
}

/** Checked once the session settled: the modal closed, the wallet back, every timer run. */
export function settledViolation(run: PropertyRun): string | null {
  const state = run.state();
  if (state.modal.loading) return 'the modal is still loading';
  if (state.modal.shaking) return 'the modal is still shaking';
  if (state.connections.attempt?.status === 'pending') return 'a connect attempt is still pending';
  if (state.networks.switch.status === 'switching') return 'a network switch is still running';
  for (const [namespace, connection] of Object.entries(state.connections.byNamespace))
    if (connection?.status === 'connecting') return `${namespace} is still connecting`;
  if (run.walletInFlight() > 0) return `${run.walletInFlight()} wallet requests never ended`;
  if (run.apiInFlight() > 0) return `${run.apiInFlight()} API requests never ended`;
  if (run.hostInFlight() > 0) return `${run.hostInFlight()} host calls never settled`;
  return null;
}
