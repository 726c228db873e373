import { useEffect, useId, useState } from 'react';
import { selectFirstPairingConnectorId } from '../../features/connectors/connectorsSelectors';
import { connectorSelected } from '../../features/connectors/connectorsSlice';
import { pairingWalletChosen } from '../../features/walletConnect/walletConnectSlice';
import type { WalletListing } from '../../features/walletList/types';
import {
  selectWalletList,
  selectWalletListAnswers,
  selectWalletListHasMore,
} from '../../features/walletList/walletListSelectors';
import {
  walletListMoreRequested,
  walletListRequested,
} from '../../features/walletList/walletListSlice';
import { useTranslate } from '../../i18n/useTranslate';
import {
  usePorticoDispatch,
  usePorticoSelector,
  usePorticoStore,
} from '../../store/PorticoReduxContext';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useListKeyboard } from '../../ui/useListKeyboard';
import { WalletRow } from './WalletRow';

/**
 * Every wallet that pairs over WalletConnect, from the product API when an `apiUrl` is set,
 * else from the bundled catalogue: search by name, featured and recommended first, a page at
 * a time with "Load more". Picking one starts a pairing and remembers the wallet, so the
 * pairing view can offer its deep link. Reopening shows the last search without a request.
 */
export function AllWalletsView() {
  const t = useTranslate();
  const dispatch = usePorticoDispatch();
  const store = usePorticoStore();
  const connectorId = usePorticoSelector(selectFirstPairingConnectorId);
  const list = usePorticoSelector(selectWalletList);
  const hasMore = usePorticoSelector(selectWalletListHasMore);
  const [query, setQuery] = useState(() => selectWalletList(store.getState()).search);
  const searchId = useId();
  // On the wrapper, so ArrowDown in the search field enters the list (Load more follows it).
  const listKeys = useListKeyboard();

  useEffect(() => {
    if (!selectWalletListAnswers(store.getState(), query)) {
      dispatch(walletListRequested({ search: query }));
    }
  }, [store, dispatch, query]);

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

  const search = query.trim();
  const empty = list.status === 'ready' && list.wallets.length === 0;
  return (
    <div className="portico-all-wallets" {...listKeys}>
      <label htmlFor={searchId} className="portico-visually-hidden">
        {t('allWallets.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="portico-search"
        placeholder={t('allWallets.search')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {list.fellBack ? <p className="portico-muted">{t('allWallets.offline')}</p> : null}
      {list.status === 'loading' ? <Spinner label={t('allWallets.loading')} /> : null}
      {empty ? (
        <p className="portico-muted" role="status">
          {search === '' ? t('allWallets.none') : t('allWallets.empty', { query: search })}
        </p>
      ) : null}
      {list.wallets.length > 0 && !empty ? (
        <ul
          className="portico-list"
          aria-label={t('allWallets.listLabel')}
          aria-busy={list.status === 'loading' || list.status === 'loadingMore'}
        >
          {list.wallets.map((wallet) => (
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
      {list.status === 'failed' ? (
        <>
          <p className="portico-error-text" role="alert">
            {t('allWallets.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => dispatch(walletListMoreRequested())}>
            {t('allWallets.retry')}
          </Button>
        </>
      ) : null}
      {list.status === 'loadingMore' ? <Spinner label={t('allWallets.loadingMore')} /> : null}
      {list.status === 'ready' && hasMore ? (
        <Button variant="secondary" onClick={() => dispatch(walletListMoreRequested())}>
          {t('allWallets.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
