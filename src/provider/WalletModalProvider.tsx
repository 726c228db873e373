import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ConfigInput } from '../config/ConfigInput';
import { createWalletModal, type WalletModal } from '../modal/createWalletModal';
import { PorticoReduxContext } from '../store/PorticoReduxContext';
import { ModalHost } from './ModalHost';
import { WalletModalContext } from './WalletModalContext';

export type WalletModalProviderProps = {
  children?: ReactNode;
} & (
  | {
      /** The modal config; the provider creates its instance once, on first render. */
      config: ConfigInput;
      modal?: never;
    }
  | {
      /** An instance made with `createWalletModal`, to drive the modal from outside React. */
      modal: WalletModal;
      config?: never;
    }
);

/** Wrap the app once. Each provider owns its own store: two on a page never share state. */
export function WalletModalProvider({ children, ...props }: WalletModalProviderProps) {
  const [modal] = useState<WalletModal>(() => props.modal ?? createWalletModal(props.config!));
  return (
    <WalletModalContext.Provider value={modal}>
      <Provider store={modal.store} context={PorticoReduxContext}>
        {children}
        <ModalHost />
      </Provider>
    </WalletModalContext.Provider>
  );
}
