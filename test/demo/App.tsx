import {
  ConnectButton,
  WalletModalEmbed,
  WalletModalProvider,
  type ChainNamespace,
  type WalletModal,
} from 'portico';
import type { ReactNode } from 'react';
import { AccountStatus } from './AccountStatus';
import type { DemoDevWallet } from './devWallets';
import { EventLog } from './EventLog';
import { HostControls } from './HostControls';
import { SignMessagePanel } from './SignMessagePanel';
import { SmartSessionsPanel } from './SmartSessionsPanel';
import { WalletRequestPanel } from './WalletRequestPanel';

export interface AppProps {
  modal: WalletModal;
  /** `?embedded=1`: render the modal inline with `<WalletModalEmbed />`. */
  embedded: boolean;
  /** `?wallet=dev`: the dev wallets announced to the page. */
  devWallets?: DemoDevWallet[];
  /** The namespaces whose accounts the panel lists each (`?solana=1`: eip155 and solana). */
  namespaces?: readonly ChainNamespace[];
  /** A panel of the host's own beside the modal's (`?adapter=wagmi`: its wagmi hooks). */
  hostPanel?: ReactNode;
}

/** The demo host app: a connect button, the account status, host-side controls and the event log. */
export function App({ modal, embedded, devWallets = [], namespaces = [], hostPanel }: AppProps) {
  return (
    <WalletModalProvider modal={modal}>
      <main className="demo">
        <header className="demo-header">
          <h1>Portico demo</h1>
          <ConnectButton />
        </header>
        {embedded ? (
          <section className="demo-embed" aria-label="Embedded modal">
            <WalletModalEmbed />
          </section>
        ) : null}
        <div className="demo-panels">
          <AccountStatus devWallets={devWallets} namespaces={namespaces} />
          {hostPanel}
          <HostControls modal={modal} />
          <SignMessagePanel modal={modal} />
          <WalletRequestPanel modal={modal} />
          <SmartSessionsPanel modal={modal} />
          <EventLog modal={modal} />
        </div>
      </main>
    </WalletModalProvider>
  );
}
