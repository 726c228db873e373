import { PorticoError } from '../adapter/PorticoError';
import { balanceRequested } from '../features/balance/balanceActions';
import { disconnect, reconnectRequested } from '../features/connections/connectionsSlice';
import { connectorSelected } from '../features/connectors/connectorsSlice';
import { identityRequested } from '../features/identity/identityActions';
import { localeRequested } from '../features/locale/localeSlice';
import { back, close, open } from '../features/modal/modalSlice';
import { switchNetwork } from '../features/networks/networksSlice';
import { sendRequested } from '../features/send/sendRequested';
import { tokensRequested } from '../features/tokens/tokensActions';

/** The action creators the package exports for hosts (`setLocale` is `localeRequested`). */
const HOST_ACTIONS: readonly ({ readonly type: string } & ((...args: never[]) => HostAction))[] = [
  open,
  close,
  back,
  connectorSelected,
  disconnect,
  reconnectRequested,
  switchNetwork,
  localeRequested,
  balanceRequested,
  identityRequested,
  tokensRequested,
  sendRequested,
];

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

const HOST_ACTION_TYPES: ReadonlySet<string> = new Set(HOST_ACTIONS.map((action) => action.type));

/**
 * Lets a host action through; anything else (the store's internal facts, a typo) is refused
 * with `ACTION_NOT_ALLOWED`, so a host cannot forge state the modal keeps for itself.
 */
export function assertHostAction(action: unknown): asserts action is HostAction {
  const type = typeof action === 'object' ? (action as { type?: unknown } | null)?.type : undefined;
  if (typeof type === 'string' && HOST_ACTION_TYPES.has(type)) return;
  const what = typeof type === 'string' ? `"${type}"` : `a ${typeof action}`;
  throw new PorticoError(
    'ACTION_NOT_ALLOWED',
    `modal.dispatch takes the exported host actions only, not ${what}`,
  );
}
