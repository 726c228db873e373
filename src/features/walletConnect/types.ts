import type { MobileLinks } from './formatDeepLink';
import type { ErrorInfo } from '../errors/ErrorInfo';

/**
 * Where the pairing stands: `pairing` while a URI is being made or waits to be scanned
 * (`uri` null until the adapter reports it), `expired` when fewer than 10 s remain and no
 * refresh ran, `failed` with the error to show.
 */
type PairingStatus = 'idle' | 'pairing' | 'expired' | 'failed';

/** The wallet the visitor picked on AllWallets, for its "Open" deep link. */
export interface PairingWallet {
  id: string;
  name: string;
  mobile?: MobileLinks;
}

export interface WalletConnectState {
  status: PairingStatus;
  connectorId: string | null;
  uri: string | null;
  /** ms since the epoch. */
  expiresAt: number | null;
  error: ErrorInfo | null;
  wallet: PairingWallet | null;
}
