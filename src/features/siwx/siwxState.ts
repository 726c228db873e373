import type { ErrorInfo } from '../errors/ErrorInfo';

/**
 * Sign-in for the active account:
 * idle → checking (looking for a session) → signedIn, or → awaitingSignature (SIWXSignMessage
 * shown) → signing → signedIn | failed (retry from the view).
 */
export type SiwxStatus =
  'idle' | 'checking' | 'awaitingSignature' | 'signing' | 'signedIn' | 'failed';

export interface SiwxState {
  status: SiwxStatus;
  /** The CAIP-10 account being checked, asked or signed in; null when idle. */
  caipAddress: string | null;
  error: ErrorInfo | null;
}

export const initialSiwxState: SiwxState = { status: 'idle', caipAddress: null, error: null };
