import { useMemo } from 'react';
import type { SiwxStatus } from '../features/siwx/siwxSlice';
import { selectSiwx } from '../features/siwx/siwxSelectors';
import { usePorticoSelector } from '../store/PorticoReduxContext';

/** What the host sees of sign-in: `disabled` when no `siwx` or `siweConfig` is configured. */
export type SignInStatus = 'disabled' | 'signedOut' | 'pending' | 'signedIn';

const toSignInStatus = (status: SiwxStatus): SignInStatus =>
  status === 'signedIn' ? 'signedIn' : status === 'idle' ? 'signedOut' : 'pending';

/**
 * Sign-in status of the active account: `signedIn` once a session covers it,
 * `pending` while it is checked or the user is asked to sign, `signedOut` otherwise.
 */
export function useSignIn() {
  const enabled = usePorticoSelector((state) => state.options.hasSiwx);
  const siwx = usePorticoSelector(selectSiwx);
  return useMemo(
    () => ({
      status: enabled ? toSignInStatus(siwx.status) : ('disabled' as const),
      caipAddress: siwx.status === 'signedIn' ? siwx.caipAddress : null,
      error: siwx.error,
    }),
    [enabled, siwx],
  );
}
