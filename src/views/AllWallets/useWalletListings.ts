import { useEffect, useState } from 'react';
import { loadWallets, type WalletSource } from './loadWallets';
import type { WalletListing } from './WalletListing';

export type WalletListingsState =
  | { status: 'loading' }
  | { status: 'ready'; wallets: readonly WalletListing[] }
  | { status: 'failed' };

/** Loads the wallet list once per mount from `source` (default the bundled catalogue). */
export function useWalletListings(source: WalletSource = loadWallets): WalletListingsState {
  const [state, setState] = useState<WalletListingsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    source().then(
      (wallets) => live && setState({ status: 'ready', wallets }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return state;
}
