import type { ChainNamespace } from '../../adapter/chainNamespace';
import type { AlertCode } from '../alerts/alertCatalogue';
import type { ToastVariant } from '../notifications/notificationsSlice';
import type { View } from '../router/types';

/** Events host code can subscribe to. Features add members as they land. */
export type PorticoEvent =
  | { type: 'MODAL_OPEN'; connected: boolean; view: View }
  | { type: 'MODAL_CLOSE'; connected: boolean }
  | { type: 'VIEW_CHANGE'; from: View; to: View }
  | { type: 'ALERT'; code: AlertCode }
  | { type: 'TOAST'; variant: ToastVariant }
  /** A namespace was connected: a connect, the startup reconnect, or a connection switch. */
  | {
      type: 'ACCOUNT_CONNECTED';
      namespace: ChainNamespace;
      connectorId: string;
      caipAddress: string;
    }
  /** The wallet of a connected namespace moved to another of its accounts. */
  | { type: 'ACCOUNT_CHANGED'; namespace: ChainNamespace; connectorId: string; caipAddress: string }
  /** A connected namespace is on another chain (a switch, or the wallet's own change). */
  | {
      type: 'CHAIN_CHANGED';
      namespace: ChainNamespace;
      connectorId: string;
      caipAddress: string;
      caipNetworkId: string;
    }
  | { type: 'CONNECT_ERROR'; connectorId: string; code: string }
  | { type: 'DISCONNECTED'; namespace: ChainNamespace }
  | { type: 'SWITCH_NETWORK_ERROR'; caipNetworkId: string; code: string }
  /** The wallet was asked to send. */
  | { type: 'SEND_INITIATED'; caipNetworkId: string; token: string; amount: string }
  /**
   * The transaction went out: its hash. `proposed`: a Safe took it as a proposal, `hash` is its
   * safeTxHash, and its owners confirm and execute it in the Safe app.
   */
  | { type: 'SEND_SUCCESS'; caipNetworkId: string; hash: string; proposed?: true }
  /** The wallet or the node refused it (`code`: `SEND_REJECTED` for a 4001, or the node error's). */
  | { type: 'SEND_ERROR'; code: string }
  /** The user confirmed a swap (its approval, when due, comes first). Tokens by symbol. */
  | { type: 'SWAP_INITIATED'; caipNetworkId: string; from: string; to: string; amount: string }
  /** The swap transaction is mined: its hash. */
  | { type: 'SWAP_SUCCESS'; caipNetworkId: string; hash: string; from: string; to: string }
  /**
   * The swap failed: refused in the wallet (`SWAP_REJECTED`), reverted when the price moved
   * beyond the slippage (`SWAP_SLIPPAGE`), no route (`SWAP_NO_ROUTE`), or a node error's code.
   */
  | { type: 'SWAP_ERROR'; code: string }
  /** The approval before the swap failed (`SWAP_APPROVAL_REJECTED` for a refusal). */
  | { type: 'SWAP_APPROVAL_ERROR'; code: string }
  /** `modal.grantPermissions` granted a smart session: its permissions context and expiry (unix s). */
  | { type: 'SMART_SESSION_GRANTED'; caipAddress: string; pci: string; expiry: number };

/** An event as delivered: numbered in emission order and stamped. */
export type PorticoEventRecord = PorticoEvent & { seq: number; timestamp: number };

export type EventListener = (event: PorticoEventRecord) => void;
