import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ConfigInput } from '../config/ConfigInput';
import type { WalletModal } from '../modal/createWalletModal';
import { storeOf } from '../modal/storeOf';
import { PorticoReduxContext } from '../store/PorticoReduxContext';
import { ModalHost } from './ModalHost';
import { useOwnedModal } from './useOwnedModal';
import { WalletModalContext } from './WalletModalContext';

export type WalletModalProviderProps = {
  children?: ReactNode;
} & (
  | {
      /**
       * The modal config; the provider creates its instance on first render and destroys it
       * on unmount (one live instance under StrictMode too).
       */
      config: ConfigInput;
      modal?: never;
    }
  | {
      /**
       * An instance made with `createWalletModal`, to drive the modal from outside React. The
       * host owns it: the provider never destroys it.
       */
      modal: WalletModal;
      config?: never;
    }
);

/** Wrap the app once. Each provider owns its own store: two on a page never share state. */
export function WalletModalProvider({ children, ...props }: WalletModalProviderProps) {
  const modal = useOwnedModal(props.config, props.modal);
  return (
    <WalletModalContext.Provider value={modal}>
      <Provider store={storeOf(modal)} context={PorticoReduxContext}>
        {children}
        <ModalHost />
      </Provider>
    </WalletModalContext.Provider>
  );
}
