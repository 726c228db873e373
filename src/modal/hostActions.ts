import { PorticoError } from '../adapter/PorticoError';
import type { balanceRequested } from '../features/balance/balanceActions';
import type { disconnect, reconnectRequested } from '../features/connections/connectionsSlice';
import type { connectorSelected } from '../features/connectors/connectorsSlice';
import type { identityRequested } from '../features/identity/identityActions';
import type { localeRequested } from '../features/locale/localeSlice';
import type { back, close, open } from '../features/modal/modalSlice';
import type { switchNetwork } from '../features/networks/networksSlice';
import type { sendRequested } from '../features/send/sendRequested';
import type { tokensRequested } from '../features/tokens/tokensActions';

/** An action a host may dispatch: one made by an action creator the package exports. */
export type HostAction =
  | ReturnType<typeof open>
  | ReturnType<typeof close>
  | ReturnType<typeof back>
  | ReturnType<typeof connectorSelected>
  | ReturnType<typeof disconnect>
  | ReturnType<typeof reconnectRequested>
  | ReturnType<typeof switchNetwork>
  | ReturnType<typeof localeRequested>
  | ReturnType<typeof balanceRequested>
  | ReturnType<typeof identityRequested>
  | ReturnType<typeof tokensRequested>
  | ReturnType<typeof sendRequested>;

/**
 * Their types, as plain strings so the startup bundle does not carry the lazy features' action
 * creators; a test holds them to the exported creators.
 */
export const HOST_ACTION_TYPES: ReadonlySet<HostAction['type']> = new Set<HostAction['type']>([
  'modal/openRequested',
  'modal/closeRequested',
  'router/backRequested',
  'connectors/selected',
  'connections/disconnectRequested',
  'connections/reconnectRequested',
  'networks/switchRequested',
  'locale/localeRequested',
  'balance/requested',
  'identity/requested',
  'tokens/requested',
  'send/requested',
]);

/**
 * Lets a host action through; anything else (the store's internal facts, a typo) is refused
 * with `ACTION_NOT_ALLOWED`, so a host cannot forge state the modal keeps for itself.
 */
export function assertHostAction(action: unknown): asserts action is HostAction {
  const type = typeof action === 'object' ? (action as { type?: unknown } | null)?.type : undefined;
  if (typeof type === 'string' && (HOST_ACTION_TYPES as ReadonlySet<string>).has(type)) return;
  const what = typeof type === 'string' ? `"${type}"` : `a ${typeof action}`;
  throw new PorticoError(
    'ACTION_NOT_ALLOWED',
    `modal.dispatch takes the exported host actions only, not ${what}`,
  );
}
