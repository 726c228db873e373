import type { ChainNamespace } from '../adapter/chainNamespace';
import type { EventListener } from '../features/events/types';
import type { LogEntry } from '../features/logger/types';
import type { View } from '../features/router/types';
import type { SendPrefill } from '../features/send/sendRequested';
import type {
  PermissionRequest,
  PermissionResponse,
} from '../features/smartSessions/permissionRequestSchema';
import type { SwapArguments } from '../features/swap/swapRequested';
import type { HostAction } from './hostActions';

export interface OpenOptions {
  /** The view to show; defaults to Account when connected, else Connect. */
  view?: View;
  /** Restrict the Connect view to one namespace's connectors. */
  namespace?: ChainNamespace;
  /**
   * What the view starts with. `Swap`: `{ from?, to?, amount? }`, tokens by CAIP-10 id,
   * address or symbol, the amount in whole units (`{ from: 'ETH', to: 'PUSD', amount: '0.5' }`).
   */
  arguments?: SwapArguments;
}

/** What host code sees of the modal, outside React. */
export interface ModalSnapshot {
  isOpen: boolean;
  view: View;
  caipAddress: string | null;
}

export interface WalletModal {
  /**
   * Dispatches one of the exported host actions (`open()`, `close()`, `disconnect()`, …; see
   * `HostAction`) and returns it. Throws a PorticoError (`ACTION_NOT_ALLOWED`) for any other.
   */
  dispatch(action: HostAction): HostAction;
  /**
   * Shows the modal. Throws a PorticoError for an unknown view (`VIEW_UNKNOWN`) and one whose
   * feature flag is off (`VIEW_DISABLED`).
   */
  open(options?: OpenOptions): void;
  close(): void;
  getSnapshot(): ModalSnapshot;
  /** Called when the snapshot changes (not on every store update). Returns an unsubscribe. */
  subscribeState(listener: (snapshot: ModalSnapshot) => void): () => void;
  /** Called for every event, in order. Returns an unsubscribe. */
  subscribeEvents(listener: EventListener): () => void;
  /**
   * Asks the connected wallet to sign `message` with the active account (personal_sign on
   * eip155) and resolves with the signature. Rejects with 'No ActiveCaipAddress found' when
   * nobody is connected, and with the wallet's error (e.g. 4001) when it refuses.
   */
  signMessage(message: string): Promise<string>;
  /**
   * Sends any other wallet request through the active account's wallet (e.g.
   * `eth_signTypedData_v4`) and resolves with its answer. The embedded wallet asks the user to
   * approve unsafe requests in its frame and refuses what it does not allow ('Action not
   * allowed' is shown). 'No ActiveCaipAddress found' without an account.
   */
  request(request: { method: string; params?: unknown[] }): Promise<unknown>;
  /**
   * Asks the active account's wallet for an ERC-7715 smart session (`wallet_grantPermissions`:
   * `{ chainId?, expiry, signer, permissions, policies? }`); the embedded wallet asks the user
   * in its frame. Resolves with the wallet's answer (with its `permissionsContext`), which the
   * account's Smart sessions list then shows. Rejects with `SMART_SESSIONS_DISABLED` without
   * `features.smartSessions`, `INVALID_PERMISSION_REQUEST` for a malformed request, 'No
   * ActiveCaipAddress found' without an account, 4200 (`UNSUPPORTED_METHOD`) from a wallet
   * that does not support it, and with the wallet's error (e.g. 4001) when refused.
   */
  grantPermissions(request: PermissionRequest): Promise<PermissionResponse>;
  /**
   * Opens the send form, prefilled with what is given: `token` (a token's CAIP-10 address or
   * the native symbol), `amount` (whole units, e.g. `'1.5'`), `to` (an address or a name).
   * The user checks and confirms; SEND_INITIATED, SEND_SUCCESS and SEND_ERROR report it.
   * Throws `VIEW_DISABLED` when `features.send` is off.
   */
  send(prefill?: SendPrefill): void;
  /**
   * Shows SIWXSignMessage for the active account when it is not signed in (e.g. after an
   * optional sign-in was cancelled). Throws 'SIWX is not enabled' without `siwx` or
   * `siweConfig`, and 'No ActiveCaipAddress found' when nobody is connected.
   */
  requestSignIn(): void;
  /**
   * Shows the modal in another language (`'ar'`, `'pt-BR'`), keeping its state: the view, the
   * form being typed and the connection stay. The locale's catalogue is fetched first (the
   * current one stays until it arrives); a tag without one falls back to the nearest (pt →
   * pt-BR, zh-HK → zh-TW), then English, with a warning in the log.
   */
  setLocale(locale: string): void;
  /**
   * The modal's log buffer, oldest first: entries at the config's `logLevel` or above, at most
   * 1,024,000 bytes. Kept in the page; nothing of it is sent.
   */
  getLogs(): LogEntry[];
  /** Stops sagas and drops listeners; the instance cannot be used afterwards. */
  destroy(): void;
}
