import { createContext, useContext } from 'react';
import { PorticoError } from '../adapter/PorticoError';
import type { WalletModal } from '../modal/createWalletModal';

export const WalletModalContext = createContext<WalletModal | null>(null);

/** The modal instance of the nearest `<WalletModalProvider>`. */
export function useWalletModalInstance(): WalletModal {
  const modal = useContext(WalletModalContext);
  if (!modal) {
    throw new PorticoError(
      'NO_PROVIDER',
      'Portico hooks must be used inside <WalletModalProvider>',
    );
  }
  return modal;
}
