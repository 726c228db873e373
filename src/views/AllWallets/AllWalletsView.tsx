import { useId, useMemo, useState } from 'react';
import { connectorSelected } from '../../features/connectors/connectorsSlice';
import { pairingWalletChosen } from '../../features/walletConnect/walletConnectSlice';
import { useTranslate } from '../../i18n/useTranslate';
import { usePorticoDispatch, usePorticoSelector } from '../../store/PorticoReduxContext';
import type { PorticoState } from '../../store/rootReducer';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { orderWallets, WALLETS_PAGE_SIZE } from './orderWallets';
import { useWalletListings } from './useWalletListings';
import type { WalletListing } from './WalletListing';
import { WalletRow } from './WalletRow';

const selectPairingConnectorId = (state: PorticoState) =>
  state.connectors.list.find((c) => c.group === 'walletConnect')?.id ?? null;

/**
 * Every wallet that pairs over WalletConnect: search by name, featured and recommended first,
 * 20 per page with "Load more". Picking one starts a pairing and remembers the wallet, so the
 * pairing view can offer its deep link.
 */
export function AllWalletsView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const connectorId = usePorticoSelector(selectPairingConnectorId);
  const listings = useWalletListings();
  const [query, setQuery] = useState('');
  const [pages, setPages] = useState(1);
  const searchId = useId();
  const all = listings.status === 'ready' ? listings.wallets : null;
  const matching = useMemo(() => (all ? orderWallets(all, query) : []), [all, query]);
  const shown = matching.slice(0, pages * WALLETS_PAGE_SIZE);

  const pick = (wallet: WalletListing) => {
    // The connect saga shows a toast when no pairing connector is configured.
    dispatch(connectorSelected(connectorId ?? 'walletConnect'));
    dispatch(
      pairingWalletChosen({
        id: wallet.id,
        name: wallet.name,
        ...(wallet.mobile ? { mobile: wallet.mobile } : {}),
      }),
    );
  };

  return (
    <div className="portico-all-wallets">
      <label htmlFor={searchId} className="portico-visually-hidden">
        {t('allWallets.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="portico-search"
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setPages(1);
        }}
      />
      {listings.status === 'loading' ? <Spinner label={t('allWallets.loading')} /> : null}
      {listings.status === 'failed' ? (
        <p className="portico-error-text" role="alert">
          {t('allWallets.loadFailed')}
        </p>
      ) : null}
      {all && matching.length === 0 ? (
        <p className="portico-muted" role="status">
          {t('allWallets.empty', { query: query.trim() })}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul className="portico-list" aria-label={t('allWallets.listLabel')}>
          {shown.map((wallet) => (
            <li key={wallet.id}>
              <WalletRow
                wallet={wallet}
                tags={[
                  ...(wallet.featured ? [t('allWallets.featured')] : []),
                  ...(wallet.recommended ? [t('allWallets.recommended')] : []),
                ]}
                onClick={() => pick(wallet)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {shown.length < matching.length ? (
        <Button variant="secondary" onClick={() => setPages((n) => n + 1)}>
          {t('allWallets.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
